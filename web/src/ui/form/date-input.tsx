import { Box, Input, Text, type InputProps } from '@chakra-ui/react';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A day picker that looks empty when it is: WebKit (Safari, every iPad browser) draws an empty
 * date field with today's date in grey, which reads as a filter already set. While empty and not
 * focused, the engine's own fields are hidden and "Any date" is written in their place; focused,
 * the engine's picker shows as usual.
 */
const HIDE_EMPTY_FIELDS = {
  '&[data-empty]:not(:focus), &[data-empty]:not(:focus)::-webkit-datetime-edit, &[data-empty]:not(:focus)::-webkit-datetime-edit-fields-wrapper, &[data-empty]:not(:focus)::-webkit-datetime-edit-month-field, &[data-empty]:not(:focus)::-webkit-datetime-edit-day-field, &[data-empty]:not(:focus)::-webkit-datetime-edit-year-field, &[data-empty]:not(:focus)::-webkit-datetime-edit-text':
    { color: 'transparent' },
};

export function DateInput({ value, onValue, size, ...rest }: { value: string; onValue: (value: string) => void; size?: InputProps['size'] } & Omit<InputProps, 'value' | 'onChange' | 'type' | 'size'>) {
  const { t } = useI18n();
  const empty = !value;
  return (
    <Box position="relative" w="full">
      <Input {...rest} size={size} type="date" value={value} data-empty={empty ? '' : undefined} css={HIDE_EMPTY_FIELDS} onChange={(e) => onValue(e.target.value)} />
      {empty && (
        <Text
          aria-hidden
          data-testid="date-empty"
          position="absolute"
          insetStart="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
          fontSize={size === 'lg' ? 'md' : 'sm'}
          css={{ 'input:focus + &': { display: 'none' } }}
        >
          {t('common.anyDate')}
        </Text>
      )}
    </Box>
  );
}
