/**
 * A device-database write that starts while a live query's context is still current (Dexie carries
 * it along the promises after a read for a moment: the next tap, an effect, or the next test's
 * first write) is saved, not refused as a write inside the live query: the cart's, a favourite's,
 * and any table's own put or transaction (lib/db/outside-live-query.ts).
 */
import { liveQuery } from 'dexie';
import { beforeEach, expect, it } from 'vitest';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { setFavourite, readFavourites } from '../../../../web/src/features/catalogue/offline/favourites';
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

/** Starts `write` inside a live query's read, as code that inherits its context would, and waits for it. */
async function writeFromLiveQuery<T>(write: () => Promise<T>): Promise<T> {
  let started: Promise<T> | null = null;
  const subscription = liveQuery(async () => {
    const count = await db.products.count();
    started ??= write();
    return count;
  }).subscribe({ next: () => {}, error: () => {} });
  try {
    await expect.poll(() => started).not.toBeNull();
    return await started!;
  } finally {
    subscription.unsubscribe();
  }
}

it('saves a favourite, a table put and a write transaction started from within a live query read', async () => {
  await writeFromLiveQuery(() => setFavourite(7, 1, true));
  expect([...(await readFavourites(7)).ids]).toEqual([1]);
  await writeFromLiveQuery(() => db.meta.put({ key: 'probe', value: 1 }));
  await writeFromLiveQuery(() => db.transaction('rw', db.meta, () => db.meta.put({ key: 'probe', value: 2 })));
  expect((await db.meta.get('probe'))?.value).toBe(2);
});
