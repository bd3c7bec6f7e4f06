/**
 * A quantity as a shopper types it (cart lines, product cards and pages, quick order), read
 * without ever rewriting it: "12.5" is refused as a fraction, not read as 125; 25000 is refused as
 * too large, not cut to the largest quantity; a figure that is not a whole number of packs gets
 * the nearest whole numbers of packs to choose from. Either decimal mark is read as the amounts
 * reader of the back office reads it: a mark followed by one or two digits ends a decimal, groups
 * of three digits are thousands ("1,000" is 1000).
 */
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { packSizeOf } from '@portal/contract/order-rules';

export type QuantityProblem = 'format' | 'fraction' | 'negative' | 'zero' | 'tooLarge';
export type QuantityRead = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

const refuse = (problem: QuantityProblem): QuantityRead => ({ ok: false, problem });

/** Reads a typed quantity; `min` is 0 where zero means "take the line out" (cart lines), else 1. */
export function readTypedQuantity(input: string, min: 0 | 1 = 1): QuantityRead {
  let text = input.trim();
  const negative = /^[-\u2212]/.test(text);
  if (negative) text = text.slice(1).trimStart();
  if (!/^[\d.,]+$/.test(text) || !/^\d/.test(text)) return refuse('format');
  const decimal = /^(.*?)[.,](\d{1,2})$/.exec(text);
  const whole = decimal ? decimal[1]! : text;
  if (!/^\d+$/.test(whole) && !/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(whole)) return refuse('format');
  if (decimal && /[1-9]/.test(decimal[2]!)) return refuse(negative ? 'negative' : 'fraction');
  const digits = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  const value = digits.length > 9 ? Infinity : Number(digits);
  if (negative && value > 0) return refuse('negative');
  if (value > MAX_LINE_QUANTITY) return refuse('tooLarge');
  if (value < min) return refuse('zero');
  return { ok: true, value };
}

/** The whole numbers of packs nearest a quantity that is not one (none when it is): below, above. */
export function packChoices(quantity: number, packSize: number | null | undefined): number[] {
  const pack = packSizeOf(packSize);
  if (quantity % pack === 0) return [];
  const below = Math.floor(quantity / pack) * pack;
  const above = below + pack;
  return [below, above].filter((n) => n >= pack && n <= MAX_LINE_QUANTITY);
}
