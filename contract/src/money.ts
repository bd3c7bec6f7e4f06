/**
 * Cents arithmetic: the one implementation of order totals, used by the API to price orders and
 * by the web app to display them. Every amount is an integer number of cents; every rate is in
 * basis points. Rounding is half-up on non-negative amounts.
 */
import type { PaymentMethod } from './rules';

export interface PricingSettings {
  taxRateBps: number;
  feeRatesBps: Record<PaymentMethod, number>;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  tax: number;
  processingFee: number;
  total: number;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}

/** round-half-up(amount x bps / 10000), exact in integers. */
export function applyRate(amountCents: number, rateBps: number): number {
  assertCents(amountCents, 'amount');
  assertCents(rateBps, 'rate');
  const scaled = amountCents * rateBps;
  if (!Number.isSafeInteger(scaled)) {
    return Number((BigInt(amountCents) * BigInt(rateBps) + 5000n) / 10000n);
  }
  return Math.floor((scaled + 5000) / 10000);
}

export function lineTotal(line: PricedLine): number {
  assertCents(line.unitPrice, 'unitPrice');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`quantity must be a non-negative whole number, got ${line.quantity}`);
  }
  return line.unitPrice * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Totals of an order: tax on the subtotal, the method's fee on the subtotal, and their sum. */
export function computeTotals(
  lines: readonly PricedLine[],
  paymentMethod: PaymentMethod | null | undefined,
  settings: PricingSettings,
): Totals {
  const subtotal = subtotalOf(lines);
  const tax = applyRate(subtotal, settings.taxRateBps);
  const processingFee = paymentMethod ? applyRate(subtotal, settings.feeRatesBps[paymentMethod]) : 0;
  return { subtotal, tax, processingFee, total: subtotal + tax + processingFee };
}

// Made on first use: the first number format a page creates loads the locale data, which is
// time the app's start should not spend on a formatter it may never call.
let usd: Intl.NumberFormat | undefined;

/** $1,234.56 from 123456. */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

/** 1234 -> "12.34", for form fields. */
export function centsToInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
