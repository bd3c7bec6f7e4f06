import { HStack, IconButton, Input } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../lib/i18n/i18n';

interface Props {
  quantity: number;
  label: string;
  /** The amount one tap on - or + moves (a product's pack size). */
  step?: number;
  /** The least the field accepts (0 on cart lines: typing 0 removes the line). */
  min?: number;
  /** A typed quantity, or a tap when onStep is absent. */
  onChange: (next: number) => void;
  /**
   * Taps on cart lines: the store applies the step to what it holds, so fast taps never act on a
   * stale figure.
   */
  onStep?: (delta: number) => void;
}

/**
 * minus / a number field / plus. Buyers type large quantities (the tablet shows its number pad);
 * the typed figure is applied on Enter or when the field loses focus.
 */
export function QuantityStepper({ quantity, label, step = 1, min = 0, onChange, onStep }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const tap = (delta: number) => {
    setDraft(null);
    if (onStep) onStep(delta);
    else onChange(Math.max(min, quantity + delta));
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed) || typed === quantity) return;
    onChange(Math.max(min, typed));
  };
  return (
    <HStack gap="1" role="group" aria-label={label}>
      <IconButton minW="11" h="11" variant="outline" aria-label={t('shop.decrease')} onClick={() => tap(-step)}>
        <Minus />
      </IconButton>
      <Input
        w="16"
        h="11"
        textAlign="center"
        fontWeight="semibold"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="done"
        autoComplete="off"
        aria-label={t('shop.quantityOf', { name: label })}
        data-testid="quantity"
        value={draft ?? String(quantity)}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <IconButton minW="11" h="11" variant="outline" aria-label={t('shop.increase')} onClick={() => tap(step)}>
        <Plus />
      </IconButton>
    </HStack>
  );
}
