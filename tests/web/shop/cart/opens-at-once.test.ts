import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { addToCart, changeQuantity, setPaymentMethod } from '../../../../web/src/lib/cart/cart-store';
import { useCart } from '../../../../web/src/lib/cart/use-cart';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

beforeEach(async () => {
  await freshDatabase();
  // The cart's stored copy of an earlier test would not agree with this one's empty cart.
  localStorage.clear();
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { price: 1999 }), product(2, { price: 333 })] }, cursor: 2 }), new Date());
});

const lines = (cart: ReturnType<typeof useCart>) => cart?.lines.map((l) => [l.productId, l.quantity]);

/** The cart screen opened again: what its first render has, before any read answers. */
function firstRender() {
  const { result, unmount } = renderHook(() => useCart());
  const first = result.current;
  return { first, result, unmount };
}

describe('the cart screen opening', () => {
  it('shows the cart read last in its first render while it has the stored lines, and waits for a read once a tap changed them', async () => {
    await addToCart(1, 2);
    await addToCart(2);
    const opened = renderHook(() => useCart());
    await waitFor(() => expect(lines(opened.result.current)).toEqual([[1, 2], [2, 1]]));
    opened.unmount();

    const again = firstRender();
    expect(lines(again.first)).toEqual([[1, 2], [2, 1]]);
    again.unmount();

    // A tap on the list changed a quantity: the last read is not shown, the new one comes.
    await changeQuantity(2, 1);
    const afterTap = firstRender();
    expect(afterTap.first).toBeUndefined();
    await waitFor(() => expect(lines(afterTap.result.current)).toEqual([[1, 2], [2, 2]]));
    afterTap.unmount();

    // Nor after the payment method changed.
    await setPaymentMethod('ACH');
    const afterMethod = firstRender();
    expect(afterMethod.first).toBeUndefined();
    await waitFor(() => expect(afterMethod.result.current?.paymentMethod).toBe('ACH'));
    afterMethod.unmount();
  });
});
