import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { packChoices, readTypedQuantity, type QuantityProblem } from '../lib/cart/typed-quantity';
import { useI18n } from '../lib/i18n/i18n';
import { quantityProblemText } from './quantity-refusal';
import './quantity-stepper.css';
import { SpriteIcon } from './sprite-icons';

interface Props {
  quantity: number;
  label: string;
  /** The amount one tap on - or + moves (a product's pack size); a typed figure must be a multiple. */
  step?: number;
  /** The least the field accepts (0 on cart lines: typing 0 removes the line). */
  min?: 0 | 1;
  /** A typed quantity, or a tap when onStep is absent. */
  onChange: (next: number) => void;
  /**
   * Taps on cart lines: the store applies the step to what it holds, so fast taps never act on a
   * stale figure.
   */
  onStep?: (delta: number) => void;
}

type Refusal = { problem: QuantityProblem } | { choices: number[] };

/**
 * minus / a number field / plus. Buyers type large quantities (the tablet shows its number pad);
 * the typed figure is applied on Enter or when the field loses focus. A figure the order could not
 * take (a fraction, past the largest quantity, not a whole number of packs) is never rewritten:
 * it stays in the field with the reason under it, and a pack's nearest multiples to choose from.
 * It is plain markup styled like the UI kit's outline buttons and field (quantity-stepper.css): a
 * card's Add to Cart mounts one and the cart renders one per line, and as UI-kit components their
 * styles were computed on every render (decision 035). The refusal under it stays UI-kit.
 */
export function QuantityStepper({ quantity, label, step = 1, min = 0, onChange, onStep }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const settle = () => {
    setDraft(null);
    setRefusal(null);
  };
  const tap = (delta: number) => {
    settle();
    if (onStep) onStep(delta);
    else onChange(Math.max(min, quantity + delta));
  };
  const choose = (next: number) => {
    settle();
    if (next !== quantity) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') return settle();
    const read = readTypedQuantity(draft, min);
    if (!read.ok) return setRefusal({ problem: read.problem });
    if (read.value === quantity) return settle();
    const choices = read.value === 0 ? [] : packChoices(read.value, step);
    if (choices.length > 0) return setRefusal({ choices });
    choose(read.value);
  };
  return (
    <div className="qstep">
      <div className="qstep-row" role="group" aria-label={label}>
        <button type="button" className="qstep-button" aria-label={t('shop.decrease')} onClick={() => tap(-step)}>
          <SpriteIcon name="minus" />
        </button>
        <input
          className="qstep-input"
          type="text"
          inputMode="numeric"
          enterKeyHint="done"
          autoComplete="off"
          maxLength={9}
          aria-label={t('shop.quantityOf', { name: label })}
          aria-invalid={refusal ? true : undefined}
          data-testid="quantity"
          value={draft ?? String(quantity)}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            setDraft(e.target.value);
            setRefusal(null);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') settle();
          }}
        />
        <button type="button" className="qstep-button" aria-label={t('shop.increase')} disabled={quantity + step > MAX_LINE_QUANTITY} onClick={() => tap(step)}>
          <SpriteIcon name="plus" />
        </button>
      </div>
      {refusal && (
        <Stack gap="1" role="alert" data-testid="quantity-refusal" maxW="xs">
          <Text fontSize="sm" color="fg.error">
            {'problem' in refusal ? quantityProblemText(refusal.problem) : t('shop.qty.pack', { count: step })}
          </Text>
          {'choices' in refusal && (
            <HStack gap="2" wrap="wrap">
              {refusal.choices.map((n) => (
                <Button key={n} size="sm" minH="11" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => choose(n)}>
                  {t('shop.roundUpTo', { count: n })}
                </Button>
              ))}
            </HStack>
          )}
        </Stack>
      )}
    </div>
  );
}
