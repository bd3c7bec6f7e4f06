import { computeTotals } from '@portal/contract/money';
import { DEFAULT_FEE_RATES_BPS, DEFAULT_TAX_RATE_BPS } from '@portal/contract/rules';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCartCount } from '../../../web/src/lib/cart/cart-count';
import { db, PortalDb } from '../../../web/src/lib/db/database';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { readCart } from '../../../web/src/lib/cart/cart-queries';
import { addToCart, changeQuantity, clearCart, removeFromCart, setPaymentMethod, setQuantity } from '../../../web/src/lib/cart/cart-store';
import { useCart } from '../../../web/src/lib/cart/use-cart';
import { freshDatabase, page, product, vendor } from './fixtures';

const settings = { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, version: 1 };

beforeEach(async () => {
  await freshDatabase();
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { price: 1999 }), product(2, { price: 333 })], settings }, cursor: 2 }), new Date());
});

describe('offline cart', () => {
  it('adds a new product with quantity 1 and increments it when added again', async () => {
    await addToCart(1);
    await addToCart(1);
    await addToCart(2);
    const cart = await readCart();
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[1, 2], [2, 1]]);
    expect(cart.count).toBe(3);
    expect(cart.lines[0]).toMatchObject({ lineTotal: 3998, vendor: { name: 'Acme' } });
  });

  it('counts every quick tap on + and -: steps apply to the stored quantity, not to a stale figure', async () => {
    await addToCart(1);
    // Three taps before any screen could show the new figure.
    await Promise.all([changeQuantity(1, 1), changeQuantity(1, 1), changeQuantity(1, -1)]);
    expect((await readCart()).lines.map((l) => [l.productId, l.quantity])).toEqual([[1, 2]]);
    await Promise.all([changeQuantity(1, -1), changeQuantity(1, -1)]);
    expect((await readCart()).lines).toEqual([]);
    await changeQuantity(2, 1);
    expect((await readCart()).lines.map((l) => [l.productId, l.quantity])).toEqual([[2, 1]]);
  });

  it('removes a line when its quantity is set to zero or less, or when removed', async () => {
    await addToCart(1);
    await addToCart(2);
    await setQuantity(1, 0);
    expect((await readCart()).lines.map((l) => l.productId)).toEqual([2]);
    await setQuantity(2, -3);
    expect((await readCart()).lines).toEqual([]);
    await addToCart(1);
    await removeFromCart(1);
    expect((await readCart()).count).toBe(0);
  });

  it('never holds more of one product than an order line may carry', async () => {
    await setQuantity(1, 20_000);
    await addToCart(1, 5);
    expect((await readCart()).lines[0]!.quantity).toBe(10_000);
  });

  it('computes totals exactly as computeTotals does, including the payment method fee', async () => {
    await setQuantity(1, 3);
    await setQuantity(2, 7);
    await setPaymentMethod('DEBIT_CARD');
    const lines = [{ unitPrice: 1999, quantity: 3 }, { unitPrice: 333, quantity: 7 }];
    expect((await readCart()).totals).toEqual(computeTotals(lines, 'DEBIT_CARD', settings));
    await setPaymentMethod(null);
    expect((await readCart()).totals.processingFee).toBe(0);
  });

  it('falls back to the contract default rates before settings are synced', async () => {
    await db.settings.clear();
    await addToCart(1);
    await setPaymentMethod('ACH');
    const expected = computeTotals([{ unitPrice: 1999, quantity: 1 }], 'ACH', { taxRateBps: DEFAULT_TAX_RATE_BPS, feeRatesBps: DEFAULT_FEE_RATES_BPS });
    expect((await readCart()).totals).toEqual(expected);
  });

  it('clearing empties the lines and resets the payment method to none', async () => {
    await addToCart(1);
    await setPaymentMethod('CREDIT_CARD');
    await clearCart();
    const cart = await readCart();
    expect(cart.lines).toEqual([]);
    expect(cart.paymentMethod).toBeNull();
    expect(cart.totals.total).toBe(0);
  });

  it('survives a reload (a new database connection sees the same cart)', async () => {
    await addToCart(2);
    await setPaymentMethod('ACH');
    const reopened = new PortalDb();
    expect(await reopened.cartLines.toArray()).toMatchObject([{ productId: 2, quantity: 1 }]);
    expect(await reopened.meta.get('cart')).toMatchObject({ value: { paymentMethod: 'ACH' } });
    reopened.close();
  });

  it('keeps the top bar count and the localStorage copy in step', async () => {
    await setQuantity(1, 4);
    expect(getCartCount()).toBe(4);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ items: [{ productId: 1, quantity: 4 }], paymentMethod: null });
  });

  it('re-renders useCart when the cart changes', async () => {
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current?.count).toBe(0));
    await addToCart(1);
    await waitFor(() => expect(result.current?.count).toBe(1));
  });
});
