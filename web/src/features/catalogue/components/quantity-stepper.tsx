import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/i18n';

/** minus / quantity / plus; onChange gets the new quantity (0 removes the line in the cart store). */
export function QuantityStepper({ quantity, onChange, label }: { quantity: number; onChange: (next: number) => void; label: string }) {
  const { t } = useI18n();
  return (
    <HStack gap="1" role="group" aria-label={label}>
      <IconButton size="sm" variant="outline" aria-label={t('shop.decrease')} onClick={() => onChange(quantity - 1)}>
        <Minus />
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="semibold" data-testid="quantity">
        {quantity}
      </Text>
      <IconButton size="sm" variant="outline" aria-label={t('shop.increase')} onClick={() => onChange(quantity + 1)}>
        <Plus />
      </IconButton>
    </HStack>
  );
}
