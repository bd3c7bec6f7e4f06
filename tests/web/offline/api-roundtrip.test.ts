// @vitest-environment node
/**
 * The offline modules against the real API (buildApp over PGlite): a paged catalogue sync, a cart
 * priced like the server prices it, an order delivered once, and a price change refused into
 * needs attention. Node environment: the API's modules need Node's own URL and fs, so the few
 * browser globals the offline modules read are provided here.
 */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k), clear: () => stored.clear() },
  location: new URL('http://localhost/'),
});

import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { schema } from '@portal/db';
import type { SyncPage } from '@portal/contract/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../fixtures/app';
import { createRoleUsers } from '../../fixtures/users';
import { createCategory, createProduct, createVendor } from '../../fixtures/catalogue';
import { db } from '../../../web/src/lib/db/database';
import { configureCatalogueSync, syncCatalogueNow } from '../../../web/src/features/catalogue/offline/sync-engine';
import { getSyncProgress } from '../../../web/src/lib/catalogue/sync-progress';
import { listEvents, listProducts } from '../../../web/src/lib/catalogue/catalogue-queries';
import { addToCart, setCartEvent, setPaymentMethod } from '../../../web/src/lib/cart/cart-store';
import { readCart } from '../../../web/src/lib/cart/cart-queries';
import { placeOrder } from '../../../web/src/features/outbox/place-order';
import { configureOutbox, flushOutbox, stopOutboxTimer } from '../../../web/src/features/outbox/outbox-flush';
import { freshDatabase } from './fixtures';

let t: TestApp;
/** Forwards the page's API calls to the in-process API. */
const server = setupServer(
  http.all('*/api/v1/*', async ({ request }) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    const payload = request.method === 'GET' ? undefined : await request.text();
    const res = await t.app.inject({ method: request.method as 'GET' | 'POST', url: url.pathname + url.search, headers, payload });
    return new HttpResponse(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  }),
);

beforeAll(async () => {
  t = await createTestApp('pglite');
  server.listen({ onUnhandledRequest: 'error' });
}, 120_000);
afterAll(async () => {
  server.close();
  stopOutboxTimer();
  await t?.close();
});

describe('offline modules against the real API', () => {
  it('syncs page by page, delivers an order priced as on the device, and keeps a price change for the shopper', async () => {
    await freshDatabase();
    const users = await createRoleUsers(t.app);
    await t.app.db.insert(schema.settings).values({ id: 1, taxRateBps: 800, feeAchBps: 200, feeDebitCardBps: 400, feeCreditCardBps: 300, freeShippingThresholdCents: 5000 }).onConflictDoNothing();
    const vendor = await createVendor(t.app);
    const category = await createCategory(t.app);
    const shirt = await createProduct(t.app, vendor.id, { price: 1234 }, { categoryIds: [category.id] });
    await createProduct(t.app, vendor.id, { price: 99 });
    const [event] = await t.app.db
      .insert(schema.events)
      .values({ name: 'Fair', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), chapterId: users.CHAPTER.chapterId!, isActive: true })
      .returning();
    const shopper = users.CHAPTER as unknown as { id: number; headers: { authorization: string } };
    const token = shopper.headers.authorization.replace(/^Bearer /, '');

    configureCatalogueSync({
      pageSize: 1,
      transport: {
        ownerId: () => shopper.id,
        fetchPage: async (cursor, limit) => {
          const res = await fetch(`http://localhost/api/v1/sync/catalogue?cursor=${cursor}&limit=${limit}`, { headers: { authorization: `Bearer ${token}` } });
          return ((await res.json()) as { data: SyncPage }).data;
        },
      },
    });
    await syncCatalogueNow();
    expect(getSyncProgress().error).toBeNull();
    const list = await listProducts({ sortBy: 'price' });
    expect(list.products.map((p) => p.price)).toEqual([99, 1234]);
    expect(list.products[1]).toMatchObject({ id: shirt.id, vendorName: vendor.name, categories: [{ id: category.id }] });
    expect((await listEvents()).map((e) => e.id)).toEqual([event!.id]);

    configureOutbox({ auth: { getUserId: () => shopper.id, getAccessToken: () => token, refreshAccessToken: async () => token } });
    await addToCart(shirt.id, 2);
    await setPaymentMethod('DEBIT_CARD');
    await setCartEvent(event!.id);
    const { totals } = await readCart();
    const placed = await placeOrder({ userId: shopper.id });
    await flushOutbox();
    const sent = (await db.outbox.get(placed.localId))!;
    expect(sent.status).toBe('sent');
    expect(sent.order).toMatchObject(totals);

    await t.app.db.update(schema.products).set({ price: 1500 }).where(eq(schema.products.id, shirt.id));
    await addToCart(shirt.id);
    await setPaymentMethod('ACH');
    const stale = await placeOrder({ userId: shopper.id });
    await flushOutbox();
    const refused = (await db.outbox.get(stale.localId))!;
    expect(refused).toMatchObject({
      status: 'needs_attention',
      reasons: [expect.objectContaining({ productId: shirt.id, code: 'PRICE_CHANGED' })],
      changedLines: [{ productId: shirt.id, seenUnitPrice: 1234, unitPrice: 1500 }],
    });
  });
});
