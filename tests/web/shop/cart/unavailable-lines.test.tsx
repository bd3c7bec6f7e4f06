/**
 * A cart line whose product left the catalogue (deleted or no longer sold, then synced away from
 * the device) stays in the cart until the shopper takes it out: it still says which product it
 * was, by the name and SKU the line kept, marked as no longer available; the top bar's badge
 * counts only what can be ordered, as the cart's total does; and it can be removed.
 */
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartView as ServerCart } from '@portal/contract/carts';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { getCartCount } from '../../../../web/src/lib/cart/cart-count';
import { followCatalogue } from '../../../../web/src/lib/cart/cart-mirror';
import { claimCart } from '../../../../web/src/lib/cart/cart-owner';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { addToCart, changeQuantity } from '../../../../web/src/lib/cart/cart-store';
import { adoptCart } from '../../../../web/src/lib/cart/cart-sync';
import { db, PortalDb } from '../../../../web/src/lib/db/database';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { deviceHolding, page, product, syncedEvent, syncedSettings, vendor } from '../../offline/fixtures';

withFakeApi();

const ME = 7;
let stopFollowing: () => void = () => undefined;

beforeEach(async () => {
  localStorage.clear();
  signIn('CHAPTER', { id: ME });
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme')],
      products: [product(1, { name: 'Cola', price: 1000 }), product(2, { name: 'Retired lamp', price: 2500, sku: 'LAMP-9' })],
      events: [syncedEvent(1, 'Spring Fair', -1)],
      settings: syncedSettings,
    },
    3,
  );
  await claimCart(ME);
  stopFollowing = followCatalogue();
});

afterEach(() => stopFollowing());

/** The next catalogue sync takes product 2 away (deleted, or no longer sold). */
const lampLeaves = () => applyPage(page({ removed: [{ entity: 'products', id: 2 }], cursor: 4 }), new Date());

const row = async (name: string) => (await screen.findAllByTestId('cart-row')).find((r) => within(r).queryByText(name));

describe('a cart line whose product left the catalogue', () => {
  it('still shows the product it was, by name and SKU, marked as no longer available', async () => {
    await addToCart(1, 2);
    await addToCart(2, 3);
    renderApp('/cart');
    await waitFor(async () => expect(await row('Retired lamp')).toBeDefined());
    await lampLeaves();
    await waitFor(async () => expect(within((await row('Retired lamp'))!).queryByTestId('cart-row-gone')).not.toBeNull());
    const lamp = (await row('Retired lamp'))!;
    expect(within(lamp).getByTestId('cart-row-gone').textContent).toBe('No longer available: not counted in the total');
    expect(within(lamp).getByText('SKU: LAMP-9')).toBeDefined();
    expect(within(lamp).getByRole('button', { name: 'Remove Retired lamp' })).toBeDefined();
    // The line that can still be ordered is shown as before.
    expect(within((await row('Cola'))!).queryByTestId('cart-row-gone')).toBeNull();
  });

  it('is not counted by the badge, as the total leaves it out, and can be removed', async () => {
    await addToCart(1, 2);
    await addToCart(2, 3);
    renderApp('/cart');
    expect((await screen.findByTestId('cart-count')).textContent).toBe('5');
    await lampLeaves();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    expect(getCartCount()).toBe(2);
    const cart = await readCart();
    expect(cart.count).toBe(2);
    expect(cart.totals.subtotal).toBe(2000);

    await userEvent.click(within((await row('Retired lamp'))!).getByRole('button', { name: 'Remove Retired lamp' }));
    await waitFor(async () => expect(await screen.findAllByTestId('cart-row')).toHaveLength(1));
    expect(await db.cartLines.get(2)).toBeUndefined();
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(await screen.findByText('Retired lamp removed from the cart')).toBeDefined();
  });

  it('is named at checkout too, marked as no longer available', async () => {
    await addToCart(1, 2);
    await addToCart(2, 3);
    await lampLeaves();
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: 1 } });
    renderApp('/checkout');
    await screen.findAllByTestId('vendor-group');
    const rowOf = async (name: string) => (await screen.findAllByText(name)).map((e) => e.closest('tr')).find(Boolean)!;
    expect((await rowOf('Retired lamp')).textContent).toContain('No longer available: not counted in the total');
    expect((await rowOf('Cola')).textContent).not.toContain('No longer available');
  });

  it('is counted again once its product is back, and its steps leave it out of the badge meanwhile', async () => {
    await addToCart(2, 3);
    await lampLeaves();
    await waitFor(() => expect(getCartCount()).toBe(0));
    await changeQuantity(2, 1);
    expect(getCartCount()).toBe(0);
    await applyPage(page({ changes: { products: [product(2, { name: 'Retired lamp', price: 2500, sku: 'LAMP-9', version: 10 })] }, cursor: 5 }), new Date());
    await waitFor(() => expect(getCartCount()).toBe(4));
  });

  it('is named in Spanish too, and its remove button with it', async () => {
    await addToCart(2, 1);
    await lampLeaves();
    await setLanguage('es');
    try {
      renderApp('/cart');
      const lamp = (await row('Retired lamp'))!;
      expect(within(lamp).getByTestId('cart-row-gone').textContent).toBe('Ya no está disponible: no se cuenta en el total');
      expect(within(lamp).getByRole('button', { name: 'Quitar Retired lamp' })).toBeDefined();
    } finally {
      await setLanguage('en');
    }
  });

  it('keeps the name it had through a merge with the server, and takes the server name for a product never on this device', async () => {
    await addToCart(2, 3);
    const now = new Date().toISOString();
    const merged: ServerCart = {
      lines: [
        { productId: 2, quantity: 5, changedAt: now, available: false, productName: null },
        { productId: 44, quantity: 1, changedAt: now, available: false, productName: 'Old mug' },
        { productId: 45, quantity: 1, changedAt: now, available: false, productName: null },
      ],
    };
    await db.cartChanges.clear();
    await lampLeaves();
    await adoptCart(ME, [], merged);
    const lines = (await readCart()).lines.map((l) => ({ productId: l.productId, quantity: l.quantity, name: l.name, sku: l.sku, product: l.product }));
    expect(lines).toEqual([
      { productId: 2, quantity: 5, name: 'Retired lamp', sku: 'LAMP-9', product: null },
      { productId: 44, quantity: 1, name: 'Old mug', sku: undefined, product: null },
      { productId: 45, quantity: 1, name: undefined, sku: undefined, product: null },
    ]);
    expect(getCartCount()).toBe(0);
    renderApp('/cart');
    await waitFor(async () => expect(await screen.findAllByTestId('cart-row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Remove A product no longer listed' })).toBeDefined();
  });
});

describe('a device that held a cart before its lines kept their product names', () => {
  it('keeps its lines and gives each the name and SKU of the product it still has', async () => {
    const name = `before-line-names-${Date.now()}`;
    const before = new Dexie(name);
    before.version(1).stores({ products: 'id', vendors: 'id', categories: 'id', tags: 'id', events: 'id', settings: 'id', meta: 'key', cartLines: 'productId, addedAt', outbox: 'localId, &clientOrderId, status, userId, createdAt' });
    before.version(3).stores({ credentials: 'userId' });
    before.version(4).stores({ favourites: '[userId+productId], userId', cartDrafts: 'id, userId, savedAt' });
    before.version(5).stores({ cartChanges: '[userId+productId], userId' });
    await before.open();
    await before.table('products').bulkPut([
      { ...product(1, { name: 'Cola' }), search: 'cola' },
      { ...product(3, { name: 'Jam', sku: null }), search: 'jam' },
    ]);
    await before.table('cartLines').bulkPut([
      { productId: 1, quantity: 3, addedAt: '2026-11-20T10:00:00.000Z' },
      { productId: 2, quantity: 1, addedAt: '2026-11-20T10:00:01.000Z' },
      { productId: 3, quantity: 2, addedAt: '2026-11-20T10:00:02.000Z' },
    ]);
    before.close();
    const after = new PortalDb(name);
    expect(await after.cartLines.orderBy('addedAt').toArray()).toEqual([
      { productId: 1, quantity: 3, addedAt: '2026-11-20T10:00:00.000Z', name: 'Cola', sku: 'SKU-1' },
      // A line whose product had already gone has nothing to keep: it stays as it was.
      { productId: 2, quantity: 1, addedAt: '2026-11-20T10:00:01.000Z' },
      { productId: 3, quantity: 2, addedAt: '2026-11-20T10:00:02.000Z', name: 'Jam', sku: null },
    ]);
    after.close();
    await Dexie.delete(name);
  });
});
