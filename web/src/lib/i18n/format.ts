/**
 * Dates, numbers and money in the active language: money and whole numbers from the language's
 * marks (number-marks.ts), dates and other number styles through Intl (formatters made once per
 * language and style). Amounts are integer cents (computed by @portal/contract/money); only the
 * display happens here.
 */
import { getLanguage } from './i18n';
import { regionalLocale, writeDollars, writeNumber } from './number-marks';

const DATE_STYLES = {
  /** Nov 23, 2026 / 23 nov 2026 */
  date: { dateStyle: 'medium' },
  /** Nov 23, 2026, 4:05 PM / 23 nov 2026, 4:05 p.m. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 11/23/2026 / 23/11/2026 */
  short: { dateStyle: 'short' },
  /** 4:05 PM / 4:05 p.m. */
  time: { timeStyle: 'short' },
  /** Nov 23, 4:05 PM / 23 nov, 4:05 p.m. (a cart kept at sign-out) */
  dayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Nov 23 / 23 nov (a chart's days) */
  day: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (Date, ISO text or epoch ms) in the active language; '' for a missing or invalid one. */
export function formatDate(value: Date | string | number | null | undefined, style: DateStyle = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const language = getLanguage();
  const key = `${language}|${style}`;
  let formatter = dateFormats.get(key);
  if (!formatter) dateFormats.set(key, (formatter = new Intl.DateTimeFormat(regionalLocale(language), DATE_STYLES[style])));
  return formatter.format(date);
}

/** A number with the active language's grouping and decimal marks (number-marks.ts). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return writeNumber(getLanguage(), value, options);
}

/** Integer cents as US dollars written the active language's way ($1,234.50 / 1234,50 US$). */
export function formatMoney(cents: number): string {
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
  if (!formatter) relativeFormatters.set(language, (formatter = new Intl.RelativeTimeFormat(regionalLocale(language), { numeric: 'auto' })));
  return formatter.format(Math.round(seconds / size), unit);
}
