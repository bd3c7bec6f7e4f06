/**
 * A cart write that starts while a live query's context is still current (Dexie carries it along
 * the promises after a read for a moment: the next tap, or the next test's first write) is saved,
 * not refused as a write inside the live query.
 */
import { liveQuery } from 'dexie';
import { beforeEach, expect, it } from 'vitest';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { addToCart } from '../../../../web/src/lib/cart/cart-store';
import { db } from '../../../../web/src/lib/db/database';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

beforeEach(async () => {
  await freshDatabase();
  localStorage.clear();
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { price: 1999 })] }, cursor: 1 }), new Date());
});

it('saves a cart line added from within a live query read', async () => {
  let started: Promise<void> | null = null;
  const subscription = liveQuery(async () => {
    const count = await db.products.count();
    // Started in the read's context, as a write that inherits it would be.
    started ??= addToCart(1, 3);
    return count;
  }).subscribe({ next: () => {}, error: () => {} });
  try {
    await expect.poll(() => started).not.toBeNull();
    await expect(started).resolves.toBeUndefined();
    expect((await db.cartLines.get(1))?.quantity).toBe(3);
  } finally {
    subscription.unsubscribe();
  }
});
