import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { countOrders, createProduct, createVendor, orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds('both'))('POST /orders on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'CHAPTER');
    scene = await shopScene(t.app, shopper, [1000, 2550]);
  });
  afterAll(async () => t?.close());

  it('prices the order from the server prices with 8 % tax and the method fee', async () => {
    const [a, b] = scene.products;
    const body = orderBody(scene.event.id, [
      { productId: a!.id, quantity: 3 },
      { productId: b!.id, quantity: 1 },
    ], { paymentMethod: 'DEBIT_CARD' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const order = res.json().data;
    // 3 x 10.00 + 25.50 = 55.50; tax 8 % = 4.44; debit card 4 % = 2.22.
    expect(order).toMatchObject({ subtotal: 5550, tax: 444, processingFee: 222, total: 6216, status: 'PENDING', paymentMethod: 'DEBIT_CARD' });
    expect(order.orderNumber).toMatch(/^ORD-\d{6,}$/);
    expect(order.clientOrderId).toBe(body.clientOrderId);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({ productId: a!.id, quantity: 3, unitPrice: 1000, totalPrice: 3000, vendorId: scene.vendor.id });
    expect(order.payments).toEqual([expect.objectContaining({ amount: 6216, fee: 222, method: 'DEBIT_CARD', status: 'PENDING' })]);
    expect(order.chapter.id).toBe(shopper.chapterId);
    expect(order.event.id).toBe(scene.event.id);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.headers });
    expect(read.json().data).toEqual(order);
  });

  it('refuses a body carrying a client total, because the body is strict', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { total: 1 });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('total');
  });

  it('ignores nothing silently: a missing or different Idempotency-Key is a 400', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]);
    expect((await postOrder(t.app, shopper, body, null)).statusCode).toBe(400);
    expect((await postOrder(t.app, shopper, body, crypto.randomUUID())).statusCode).toBe(400);
  });

  it('splits the payments per vendor so amounts and fees add up to the order exactly', async () => {
    const vendors = [await createVendor(t.app), await createVendor(t.app), await createVendor(t.app)];
    const products = [];
    for (const v of vendors) products.push(await createProduct(t.app, v.id, { price: 333 }));
    const body = orderBody(scene.event.id, products.map((p) => ({ productId: p.id, quantity: 1 })), { paymentMethod: 'CREDIT_CARD' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.payments).toHaveLength(3);
    const amounts = order.payments.map((p: { amount: number }) => p.amount);
    const fees = order.payments.map((p: { fee: number }) => p.fee);
    expect(amounts.reduce((s: number, x: number) => s + x, 0)).toBe(order.total);
    expect(fees.reduce((s: number, x: number) => s + x, 0)).toBe(order.processingFee);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
    const vendorOrders = await t.app.db.select().from(schema.vendorOrders).where(eq(schema.vendorOrders.orderId, order.id));
    expect(vendorOrders.map((v) => v.subtotal)).toEqual([333, 333, 333]);
    // The answer is built from the rows written; it must read exactly as the order reads later.
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.headers });
    expect(read.json().data).toEqual(order);
    expect(order.payments.map((p: { vendorName: string }) => p.vendorName)).toEqual(vendors.map((v) => v.name));
  });

  it('returns the stored order with the same status when the same Idempotency-Key is replayed', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[1]!.id, quantity: 2 }]);
    const first = await postOrder(t.app, shopper, body);
    const before = await countOrders(t.app);
    const again = await postOrder(t.app, shopper, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The very same bytes, not only the same content: a client may hash or compare them.
    expect(again.body).toBe(first.body);
    expect(await countOrders(t.app)).toBe(before);
  });

  it('refuses the same key with a different body with 422', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[1]!.id, quantity: 2 }]);
    expect((await postOrder(t.app, shopper, body)).statusCode).toBe(201);
    const res = await postOrder(t.app, shopper, { ...body, items: [{ productId: scene.products[1]!.id, quantity: 3 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This order id was already used for a different order');
  });

  it('keeps keys per user: another shopper may use the same key for their own order', async () => {
    const other = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]);
    const mine = await postOrder(t.app, shopper, body);
    const theirs = await postOrder(t.app, other, body);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('makes exactly one order from 50 parallel submissions with one key', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 4 }]);
    const before = await countOrders(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postOrder(t.app, shopper, body)));
    expect(await countOrders(t.app)).toBe(before + 1);
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json().data.id)).size).toBe(1);
    for (const r of answers) {
      expect([201, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().message).toBe('This order is already being processed');
    }
    expect(created.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  });
});
