import { useState } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n';
import { TextField, type TextFieldProps } from './text-field';

/** A password field with a show/hide toggle (local UI state only). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'children'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField {...props}>
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={visible}
            variant="ghost"
            size="sm"
            me="-2"
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          name={props.name}
          type={visible ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
      </InputGroup>
    </TextField>
  );
}
