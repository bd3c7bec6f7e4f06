/**
 * The one reader of amounts a person types (prices, minimums, thresholds, rates, pack sizes), for
 * every back-office form and the CSV imports, whichever language the screen is in (decision 024).
 *
 * - A comma or a point followed by one or two digits at the end is the decimal mark: "12,50",
 *   "12.50", "12,5" and "12.5" are all 12.50. No grouping has fewer than three digits, so these
 *   can only be decimals.
 * - A mark followed by groups of exactly three digits groups thousands: "1,234", "1.234",
 *   "1,234.50", "1.234,50", "1,234,567". The group mark must differ from the decimal mark.
 * - Anything else is refused, never guessed: "12,3456", "1,23,456", "1.234.5", "12.", "1 234",
 *   "12,345,6". A leading "$" is allowed for money, a trailing "%" for rates, a leading minus is
 *   read so that it can be refused as negative rather than as a typing error.
 *
 * The value is an integer in the field's smallest unit (cents, basis points, units): no floating
 * point is involved. Callers word the refusal by its problem, naming the field.
 */

export type AmountProblem = 'required' | 'format' | 'negative' | 'fraction' | 'tooLarge';

export type AmountRead = { ok: true; value: number } | { ok: false; problem: AmountProblem };

export interface AmountKind {
  /** Digits after the decimal mark that the stored unit holds: 2 for cents and basis points, 0 for counts. */
  decimals: 0 | 2;
  /** The leading or trailing sign the field may carry: '$' for money, '%' for rates. */
  sign?: '$' | '%';
  /** The largest value accepted, in the stored unit; past it the problem is 'tooLarge'. */
  max?: number;
  /** Whether thousands may be grouped (not for rates: "2.555" % is a typing error, never 2,555 %). */
  grouped?: boolean;
}

const refuse = (problem: AmountProblem): AmountRead => ({ ok: false, problem });

/** The whole part: plain digits, or 1 to 3 digits then groups of three after one group mark. */
function wholeDigits(text: string, decimalMark: string | null, grouped: boolean): string | null {
  if (/^\d*$/.test(text)) return text;
  if (!grouped) return null;
  const group = /[.,]/.exec(text)![0];
  if (group === decimalMark) return null;
  const pattern = group === ',' ? /^\d{1,3}(,\d{3})+$/ : /^\d{1,3}(\.\d{3})+$/;
  return pattern.test(text) ? text.replaceAll(group, '') : null;
}

/** Reads a typed amount into an integer of the kind's unit (see the header for the rules). */
export function readAmount(input: string, kind: AmountKind): AmountRead {
  let text = input.trim();
  if (text === '') return refuse('required');
  let negative = false;
  const dropSign = () => {
    if (/^[-\u2212]/.test(text)) {
      negative = true;
      text = text.slice(1).trimStart();
    }
  };
  dropSign();
  if (kind.sign === '$' && text.startsWith('$')) {
    text = text.slice(1).trimStart();
    if (!negative) dropSign();
  }
  if (kind.sign === '%') text = text.replace(/\s*%$/, '');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return refuse('format');

  const decimal = /^(.*?)([.,])(\d{1,2})$/.exec(text);
  const whole = wholeDigits(decimal ? decimal[1]! : text, decimal ? decimal[2]! : null, kind.grouped ?? true);
  if (whole === null || (whole === '' && !decimal)) return refuse('format');
  const fraction = decimal ? decimal[3]!.padEnd(2, '0') : '00';
  if (negative) return refuse('negative');
  if (kind.decimals === 0 && fraction !== '00') return refuse('fraction');

  const digits = (whole.replace(/^0+/, '') || '0') + (kind.decimals === 2 ? fraction : '');
  if (digits.length > 15) return refuse('tooLarge');
  const value = Number(digits);
  if (kind.max !== undefined && value > kind.max) return refuse('tooLarge');
  return { ok: true, value };
}

/** Dollars as typed, in cents. */
export const readMoney = (input: string, max?: number): AmountRead => readAmount(input, { decimals: 2, sign: '$', ...(max === undefined ? {} : { max }) });

/** A count as typed (pack size, quantity), as a whole number. */
export const readQuantity = (input: string, max?: number): AmountRead => readAmount(input, { decimals: 0, ...(max === undefined ? {} : { max }) });

/** A percentage as typed, in basis points ("2,5" and "2.5%" are 250). */
export const readPercent = (input: string, max?: number): AmountRead =>
  readAmount(input, { decimals: 2, sign: '%', grouped: false, ...(max === undefined ? {} : { max }) });

/**
 * The English refusal of a typed amount, naming the field; a client words the same problem in its
 * own language. `example` says what kind of amount the field wants.
 */
export const AMOUNT_MESSAGES = {
  required: '{field} is required',
  format: '{field} must be written like 12.50, 12,50 or 1,234.50',
  formatWhole: '{field} must be a whole number written like 12 or 1,200',
  formatRate: '{field} must be a percentage written like 2.5 or 2,5',
  negative: '{field} cannot be negative',
  fraction: '{field} must be a whole number',
  tooLarge: '{field} is too large',
} as const;
export type AmountMessage = keyof typeof AMOUNT_MESSAGES;

/** The kinds of typed amount the forms and imports read. */
export type AmountField = 'money' | 'quantity' | 'percent';
const FORMAT_MESSAGE: Record<AmountField, AmountMessage> = { money: 'format', quantity: 'formatWhole', percent: 'formatRate' };

/** Which of AMOUNT_MESSAGES words a problem for a field of the given kind. */
export const amountMessageOf = (problem: AmountProblem, field: AmountField): AmountMessage => (problem === 'format' ? FORMAT_MESSAGE[field] : problem);

/** The English text of a refusal, with the field named as given. */
export const amountMessage = (problem: AmountProblem, kind: AmountField, field: string): string =>
  AMOUNT_MESSAGES[amountMessageOf(problem, kind)].replace('{field}', field);
