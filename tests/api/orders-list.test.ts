import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('GET /orders, /orders/:id and /orders/stats on %s', (kind) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  const ids: Record<string, number[]> = { alice: [], bob: [] };
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await createUser(t.app, 'CHAPTER', { firstName: 'Alice', lastName: 'Anders' });
    bob = await createUser(t.app, 'USER', { firstName: 'Bob', lastName: 'Brown' });
    admin = await createUser(t.app, 'ADMIN');
    const a = await shopScene(t.app, alice, [1000]);
    const b = await shopScene(t.app, bob, [500]);
    for (const q of [1, 2, 3]) ids.alice!.push((await placeOrder(t.app, alice, a.event.id, [{ productId: a.products[0]!.id, quantity: q }])).id);
    ids.bob!.push((await placeOrder(t.app, bob, b.event.id, [{ productId: b.products[0]!.id, quantity: 1 }], { paymentMethod: 'CREDIT_CARD' })).id);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${ids.bob![0]}/cancel`, headers: bob.headers });
  });
  afterAll(async () => t?.close());

  const get = (url: string, who: TestUser) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });

  it('shows a shopper only their own chapter\'s orders', async () => {
    const res = await get('/orders?limit=50', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((o: { id: number }) => o.id).sort()).toEqual([...ids.alice!].sort());
    expect(res.json().data.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1 });
    const spoofed = await get(`/orders?chapterId=${bob.chapterId}`, alice);
    expect(spoofed.json().data.items).toEqual([]);
  });

  it('answers 404, not 403, for another chapter\'s order', async () => {
    expect((await get(`/orders/${ids.bob![0]}`, alice)).statusCode).toBe(404);
    expect((await get(`/orders/${ids.alice![0]}`, alice)).statusCode).toBe(200);
    expect((await get(`/orders/${ids.bob![0]}`, admin)).statusCode).toBe(200);
  });

  it('lets admins see all, search by customer name and sort by total', async () => {
    const all = (await get('/orders?sortBy=total&sortOrder=asc&limit=10', admin)).json().data;
    expect(all.pagination.total).toBe(4);
    const totals = all.items.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((x: number, y: number) => x - y));
    const found = (await get('/orders?search=brown', admin)).json().data.items;
    expect(found.map((o: { id: number }) => o.id)).toEqual(ids.bob);
    expect(found[0].user).toMatchObject({ firstName: 'Bob', lastName: 'Brown' });
    expect(found[0].items).toBeUndefined();
  });

  it('includes items and payments only when asked', async () => {
    const res = (await get('/orders?includeItems=true&includePayments=true&status=PENDING', admin)).json().data;
    expect(res.items).toHaveLength(3);
    for (const o of res.items) {
      expect(o.items.length).toBe(1);
      expect(o.payments.length).toBe(1);
    }
  });

  it('pages the list', async () => {
    const page2 = (await get('/orders?page=2&limit=2', admin)).json().data;
    expect(page2.items).toHaveLength(2);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
  });

  it('counts statuses and sums revenue of orders that are not cancelled', async () => {
    const res = await get('/orders/stats', admin);
    expect(res.statusCode).toBe(200);
    // Alice: 10, 20 and 30 dollars, each with 8 % tax and 2 % ACH fee.
    expect(res.json().data).toEqual({
      total: 4,
      pending: 3,
      processing: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 1,
      totalRevenue: 1100 + 2200 + 3300,
      averageOrderValue: 2200,
      totalProcessingFees: 20 + 40 + 60,
    });
    const filtered = (await get(`/orders/stats?chapterId=${bob.chapterId}`, admin)).json().data;
    expect(filtered).toMatchObject({ total: 1, cancelled: 1, totalRevenue: 0, averageOrderValue: 0 });
  });
});
