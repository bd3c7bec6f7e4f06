/**
 * How each language writes a whole number and an amount of US dollars, as Intl (CLDR) writes them
 * for the United States, where the chapters are: the grouping and decimal marks, the fewest integer
 * digits that get grouped, and where the sign and the currency go. Spanish is written as in the US
 * (es-US: $1,234.50, 1,234), not as in Spain (1234,50 US$): a price reads as on the chapter's
 * invoices and price tags. The forms read a typed amount either way ("12,50" and "12.50" are both
 * $12.50: contract/src/amounts.ts, decision 024).
 *
 * Why not Intl.NumberFormat: the first number format a page makes loads the language's number
 * data, 20 to 50 ms on a desktop and four times that on a mid-range tablet, in one task, right when
 * the first product list renders its prices and its product count. Money (format.ts) and whole
 * numbers in texts ('{count, number}', i18n.ts) are written from this table instead; other styles
 * (percent, compact, decimals) still go through Intl. tests/web/i18n/catalogue.test.ts checks every
 * language here against Intl.
 */
import type { Language } from './i18n';

interface Marks {
  group: string;
  decimal: string;
  /** Integer digits from which groups are marked (CLDR's minimum grouping digits, plus three). */
  minimumGrouped: number;
  money: (sign: string, amount: string) => string;
}

/** The Intl locale each language formats with (dates, relative times and number styles too). */
const REGIONAL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
export const regionalLocale = (language: Language): string => REGIONAL_LOCALES[language];

const US_MARKS: Marks = { group: ',', decimal: '.', minimumGrouped: 4, money: (sign, amount) => `${sign}$${amount}` };
const MARKS: Record<Language, Marks> = { en: US_MARKS, es: US_MARKS };

/** A whole number's digits (no sign) with the language's group mark every three from the right. */
function groupDigits(whole: number, marks: Marks): string {
  const digits = String(whole);
  if (digits.length < marks.minimumGrouped) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += marks.group + digits.slice(i, i + 3);
  return out;
}

/** A safe integer as the language writes it (1,234). */
function writeWholeNumber(language: Language, value: number): string {
  return (value < 0 ? '-' : '') + groupDigits(Math.abs(value), MARKS[language]);
}

const intlFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it: a whole number with no style from the marks above, anything
 * else (decimals, percent, compact, currency) through Intl, made once per language and style.
 */
export function writeNumber(language: Language, value: number, style: Intl.NumberFormatOptions = {}): string {
  if (Number.isSafeInteger(value) && Object.keys(style).length === 0) return writeWholeNumber(language, value);
  const key = `${language}|${JSON.stringify(style)}`;
  let intl = intlFormats.get(key);
  if (!intl) intlFormats.set(key, (intl = new Intl.NumberFormat(regionalLocale(language), style)));
  return intl.format(value);
}

/** Cents as US dollars, as the language writes them in the US ($1,234.50). */
export function writeDollars(language: Language, cents: number): string {
  if (!Number.isSafeInteger(cents)) return writeNumber(language, cents / 100, { style: 'currency', currency: 'USD' });
  const marks = MARKS[language];
  const size = Math.abs(cents);
  const amount = groupDigits(Math.floor(size / 100), marks) + marks.decimal + String(size % 100).padStart(2, '0');
  return marks.money(cents < 0 ? '-' : '', amount);
}
