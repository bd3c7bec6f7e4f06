import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/i18n';

/**
 * minus / quantity / plus. onStep gets -1 or +1 (cart lines: the store applies it to what it holds,
 * so fast taps never act on a stale figure); onChange gets the new quantity (local amounts).
 */
export function QuantityStepper({ quantity, onChange, onStep, label }: { quantity: number; onChange?: (next: number) => void; onStep?: (delta: number) => void; label: string }) {
  const step = (delta: number) => (onStep ? onStep(delta) : onChange?.(quantity + delta));
  const { t } = useI18n();
  return (
    <HStack gap="1" role="group" aria-label={label}>
      <IconButton size="sm" variant="outline" aria-label={t('shop.decrease')} onClick={() => step(-1)}>
        <Minus />
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="semibold" data-testid="quantity">
        {quantity}
      </Text>
      <IconButton size="sm" variant="outline" aria-label={t('shop.increase')} onClick={() => step(1)}>
        <Plus />
      </IconButton>
    </HStack>
  );
}
