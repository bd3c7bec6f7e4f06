/**
 * What a person types on the settings screens, converted to the stored units exactly: percentages
 * to basis points and dollars to cents, by the contract's one reader of typed amounts (decision
 * 024: "2,5" and "2.5" are both 2.5 %), with the range rules of each setting.
 */
import { readMoney, readPercent } from '@portal/contract/amounts';
import { t } from '../../../lib/i18n/i18n';
import { typedAmount } from '../kit/typed-amount';

export type Parsed = { value: number } | { error: string };

/** "8" -> 800, "2.5" or "2,5" -> 250, "3.25" -> 325, "0.05" -> 5; a trailing % is allowed. */
export function parsePercent(input: string, label: string): Parsed {
  const read = readPercent(input, 10_000);
  if (!read.ok && (read.problem === 'negative' || read.problem === 'tooLarge')) return { error: t('admin.system.percentRange', { label }) };
  return typedAmount(input, 'percent', label);
}

/** 800 -> "8", 250 -> "2.5", 325 -> "3.25", 5 -> "0.05". */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = bps % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The database column is a 32-bit integer of cents. */
export const MAX_THRESHOLD_CENTS = 2_000_000_000;

export function parseThreshold(input: string, label: string): Parsed {
  const read = readMoney(input, MAX_THRESHOLD_CENTS);
  if (!read.ok && read.problem === 'tooLarge') return { error: t('admin.system.dollarMax', { label, max: '$20,000,000.00' }) };
  return typedAmount(input, 'money', label);
}
