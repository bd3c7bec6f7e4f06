import { formatMoney } from '../lib/i18n/format';
import { HStack, Text } from '@chakra-ui/react';

/** One money line of an order summary (cart and checkout): label left, amount right. */
export function SummaryRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : undefined} fontSize={strong ? 'lg' : undefined}>
      <Text>{label}</Text>
      <Text>{formatMoney(value)}</Text>
    </HStack>
  );
}
