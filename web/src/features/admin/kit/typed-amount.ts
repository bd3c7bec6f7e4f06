/**
 * What a back-office form reads from a typed amount: the contract's one reader (decision 024) and
 * its refusal in the current language, naming the field by its label.
 */
import { amountMessageOf, readMoney, readPercent, readQuantity, type AmountField, type AmountRead } from '@portal/contract/amounts';
import { t } from '../../../lib/i18n/i18n';

export type Typed = { value: number } | { error: string };

const READERS: Record<AmountField, (input: string, max?: number) => AmountRead> = { money: readMoney, quantity: readQuantity, percent: readPercent };

/** Reads a field's text as money (cents), a quantity or a percentage (basis points); max in the same unit. */
export function typedAmount(input: string, kind: AmountField, label: string, max?: number): Typed {
  const read: AmountRead = READERS[kind](input, max);
  if (read.ok) return { value: read.value };
  return { error: t(`admin.amount.${amountMessageOf(read.problem, kind)}`, { field: label }) };
}

/** Cents typed in a filter: the amount, or null when the text is not one (the filter is then left out). */
export function typedCents(input: string): number | null {
  const read = readMoney(input);
  return read.ok ? read.value : null;
}
