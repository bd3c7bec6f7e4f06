import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, computeTotals, type PricingSettings } from '@portal/contract/money';
import { allocateCents, canTransition } from '@portal/contract/orders';
import { PAYMENT_METHODS } from '@portal/contract/rules';

/** round-half-up(amount x bps / 10000) computed independently in BigInt. */
const halfUp = (amount: number, bps: number) => Number((BigInt(amount) * BigInt(bps) * 2n + 10000n) / 20000n);

const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 0, max: 10_000 }) });
const bps = fc.integer({ min: 0, max: 10_000 });
const settings: fc.Arbitrary<PricingSettings> = fc.record({
  taxRateBps: bps,
  feeRatesBps: fc.record({ ACH: bps, DEBIT_CARD: bps, CREDIT_CARD: bps }),
});
const method = fc.option(fc.constantFrom(...PAYMENT_METHODS), { nil: null });

describe('computeTotals', () => {
  it('makes the total the sum of subtotal, tax and fee, with lines summing to the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), method, settings, (lines, m, s) => {
        const t = computeTotals(lines, m, s);
        expect(t.subtotal).toBe(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
        expect(t.total).toBe(t.subtotal + t.tax + t.processingFee);
        for (const v of Object.values(t)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      }),
    );
  });

  it('rounds tax and fee half up exactly as an independent BigInt computation does', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), method, settings, (lines, m, s) => {
        const t = computeTotals(lines, m, s);
        expect(t.tax).toBe(halfUp(t.subtotal, s.taxRateBps));
        expect(t.processingFee).toBe(m ? halfUp(t.subtotal, s.feeRatesBps[m]) : 0);
      }),
    );
  });

  it('rounds a half cent up and applies the spec rates', () => {
    expect(applyRate(6, 800)).toBe(0); // 0.48 cents
    expect(applyRate(1250, 4)).toBe(1); // 0.5 cent rounds up
    expect(computeTotals([{ unitPrice: 1000, quantity: 3 }], 'ACH', { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 } })).toEqual({
      subtotal: 3000,
      tax: 240,
      processingFee: 60,
      total: 3300,
    });
  });

  it('stays exact for amounts whose product with the rate exceeds 2^53', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 40, max: Number.MAX_SAFE_INTEGER }), bps, (amount, rate) => {
        expect(applyRate(amount, rate)).toBe(halfUp(amount, rate));
      }),
    );
  });
});

describe('allocateCents', () => {
  it('splits an amount into parts that add up exactly and stay within a cent of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), (amount, weights) => {
        const parts = allocateCents(amount, weights);
        expect(parts).toHaveLength(weights.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        const sum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => {
          expect(Number.isInteger(p) && p >= 0).toBe(true);
          if (sum > 0) expect(Math.abs(p - (amount * weights[i]!) / sum)).toBeLessThan(1);
        });
      }),
    );
  });

  it('gives the leftover cents to the largest remainders', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(10, [1, 2])).toEqual([3, 7]);
  });
});

describe('order status transitions', () => {
  it('allows only the forward moves and keeps DELIVERED and CANCELLED final', () => {
    expect(canTransition('PENDING', 'PROCESSING')).toBe(true);
    expect(canTransition('PROCESSING', 'SHIPPED')).toBe(true);
    expect(canTransition('SHIPPED', 'DELIVERED')).toBe(true);
    expect(canTransition('SHIPPED', 'CANCELLED')).toBe(false);
    expect(canTransition('DELIVERED', 'PENDING')).toBe(false);
    expect(canTransition('CANCELLED', 'PENDING')).toBe(false);
    expect(canTransition('CANCELLED', 'CANCELLED')).toBe(true);
  });
});
