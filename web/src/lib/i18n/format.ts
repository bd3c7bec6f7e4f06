/**
 * Dates, numbers and money in the active language: money and whole numbers from the language's
 * marks (number-marks.ts), dates and other number styles through Intl (formatters made once per
 * language and style). Amounts are integer cents (computed by @portal/contract/money); only the
 * display happens here.
 */
import { getLanguage } from './i18n';
import { writeDollars, writeWholeNumber } from './number-marks';

const DATE_STYLES = {
  /** Nov 23, 2026 / 23 nov 2026 */
  date: { dateStyle: 'medium' },
  /** Nov 23, 2026, 4:05 PM / 23 nov 2026, 16:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 11/23/2026 / 23/11/2026 */
  short: { dateStyle: 'short' },
  /** 4:05 PM / 16:05 */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: (language: string) => F): F {
  const language = getLanguage();
  const id = `${language}|${key}`;
  let formatter = formatters.get(id);
  if (!formatter) formatters.set(id, (formatter = make(language)));
  return formatter as F;
}

/** A date (Date, ISO text or epoch ms) in the active language; '' for a missing or invalid one. */
export function formatDate(value: Date | string | number | null | undefined, style: DateStyle = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`date:${style}`, (language) => new Intl.DateTimeFormat(language, DATE_STYLES[style])).format(date);
}

/** A number with the active language's grouping and decimal marks (whole numbers: number-marks.ts). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  if (Number.isSafeInteger(value) && Object.keys(options).length === 0) {
    return writeWholeNumber(getLanguage(), value);
  }
  return cached(`number:${JSON.stringify(options)}`, (language) => new Intl.NumberFormat(language, options)).format(value);
}

/** Integer cents as US dollars written the active language's way ($1,234.50 / 1234,50 US$). */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    return cached('money', (language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })).format(cents / 100);
  }
  return writeDollars(getLanguage(), cents);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago (or how soon) a moment is, in the active language: "5 minutes ago", "hace 5 minutos". */
export function formatRelative(value: Date | string | number, now: number = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.round((date.getTime() - now) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const language = getLanguage();
  let formatter = relativeFormatters.get(language);
  if (!formatter) relativeFormatters.set(language, (formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return formatter.format(Math.round(seconds / size), unit);
}
