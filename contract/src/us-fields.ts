/**
 * Checks of the US fields a vendor or chapter record carries, shared by the forms, the CSV imports
 * and the API (decision 025): bank routing numbers with the ABA check digit, account numbers, ZIP
 * codes and state codes.
 */
import { US_STATES, type UsState } from './rules';

/** A ZIP code: five digits, or ZIP+4 (73301-1234). */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** Nine digits whose ABA checksum 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits (what the ACH format carries). */
export const isBankAccount = (value: string): boolean => /^\d{4,17}$/.test(value);

/** A state, the District of Columbia or a territory, by its two-letter code (any case). */
export const isStateCode = (value: string): value is UsState => (US_STATES as readonly string[]).includes(value.toUpperCase());
