/**
 * What a person types on the settings screens, converted to the stored units exactly: percentages
 * to basis points and dollars to cents, with integer arithmetic only (no float drift).
 */
import { parseDollars } from '@portal/contract/money';
import { t } from '../../../lib/i18n/i18n';

export type Parsed = { value: number } | { error: string };

/** "8" -> 800, "2.5" -> 250, "3.25" -> 325, "0.05" -> 5; a trailing % is allowed. */
export function parsePercent(input: string, label: string): Parsed {
  const cleaned = input.trim().replace(/\s*%$/, '');
  if (!cleaned) return { error: t('admin.system.required', { label }) };
  // A well-formed negative number breaks the range rule, not the format one.
  if (/^-\s*\d+(\.\d*)?$/.test(cleaned)) return { error: t('admin.system.percentRange', { label }) };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return { error: t('admin.system.percentFormat', { label }) };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > 3) return { error: t('admin.system.percentRange', { label }) };
  const bps = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 10_000 ? { error: t('admin.system.percentRange', { label }) } : { value: bps };
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
  if (!input.trim()) return { error: t('admin.system.required', { label }) };
  if (/^-\s*\$?[\d,]+(\.\d*)?$/.test(input.trim())) return { error: t('admin.system.dollarNegative', { label }) };
  const cents = parseDollars(input);
  if (cents === null) return { error: t('admin.system.dollarFormat', { label }) };
  if (cents > MAX_THRESHOLD_CENTS) return { error: t('admin.system.dollarMax', { label, max: '$20,000,000.00' }) };
  return { value: cents };
}
