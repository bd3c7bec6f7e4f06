import { useState, type FormEvent } from 'react';
import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { forgotPasswordBody } from '@portal/contract/auth';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../lib/i18n/i18n';
import { TextField } from '../../ui/form/text-field';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { forgotPassword } from './auth-api';

/** Always the same confirmation, whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotPasswordBody, { email });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    await forgotPassword(result.output.email).catch(() => undefined);
    setBusy(false);
    setDone(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {done ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('auth.forgotDone')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Text>{t('auth.forgotText')}</Text>
        )}
        <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} error={errors.email} />
        <Button type="submit" colorPalette="primary" loading={busy}>
          {t('auth.forgotSubmit')}
        </Button>
        <ChakraLink asChild color="primary.fg" fontSize="sm">
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </ChakraLink>
      </Stack>
    </form>
  );
}
