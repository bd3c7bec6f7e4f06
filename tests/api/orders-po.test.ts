import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('purchase order number and notes on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let admin: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'CHAPTER');
    admin = await createUser(t.app, 'ADMIN');
    scene = await shopScene(t.app, shopper, [1000]);
  });
  afterAll(async () => t?.close());

  it('stores them with the order, shows them on the order and in the purchase report CSV', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }], { poNumber: '  PO-4471 ', notes: 'Deliver to dock 3' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ poNumber: 'PO-4471', notes: 'Deliver to dock 3' });
    const id = res.json().data.id;
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: admin.headers });
    expect(read.json().data).toMatchObject({ poNumber: 'PO-4471', notes: 'Deliver to dock 3' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/reports/purchases?format=csv', headers: admin.headers });
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toContain('"Order Number","PO Number","Notes"');
    expect(rows.some((r) => r.includes('"PO-4471","Deliver to dock 3"'))).toBe(true);
  });

  it('finds the shopper\'s orders by PO number or by a product on them', async () => {
    const named = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { poNumber: 'FIND-ME-9' }));
    const list = (q: string) => t.app.inject({ method: 'GET', url: `/api/v1/orders?${q}`, headers: shopper.headers });
    const byPo = (await list('search=find-me')).json().data;
    expect(byPo.items.map((o: { id: number }) => o.id)).toEqual([named.json().data.id]);
    const byProduct = (await list(`search=${encodeURIComponent(scene.products[0]!.name)}&limit=1&page=2`)).json().data;
    expect(byProduct.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(byProduct.pagination.total).toBeGreaterThan(1);
    expect((await list('search=no-such-product-anywhere')).json().data.items).toEqual([]);
  });

  it('keeps a blank PO number as none and refuses one over 50 characters', async () => {
    const blank = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { poNumber: '   ' }));
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json().data.poNumber).toBeNull();
    const long = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { poNumber: 'x'.repeat(51) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('PO number must be at most 50 characters');
  });
});
