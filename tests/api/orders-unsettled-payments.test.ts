import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createProduct, createVendor, placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

const MINUTE = 60_000;

describe.each(databaseKinds())('GET /orders and /orders/stats?unsettledFailedPayment on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    const shopper = await createUser(t.app, 'USER');
    admin = await createUser(t.app, 'ADMIN');
    const scene = await shopScene(t.app, shopper, [1000]);
    const other = await createProduct(t.app, (await createVendor(t.app)).id, { price: 500 });
    const line = { productId: scene.products[0]!.id, quantity: 1 };
    const order = async (name: string, lines = [line]) => (ids[name] = (await placeOrder(t.app, shopper, scene.event.id, lines)).id);
    const paymentsOf = (orderId: number) => t.app.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).orderBy(schema.payments.id);
    const fail = (orderId: number, vendorId?: number) =>
      t.app.db
        .update(schema.payments)
        .set({ status: 'FAILED', retryCount: 1 })
        .where(and(eq(schema.payments.orderId, orderId), vendorId === undefined ? undefined : eq(schema.payments.vendorId, vendorId)));
    /** A new attempt at an order's payment, made a minute after the first. */
    const again = async (orderId: number, status: 'PENDING' | 'COMPLETED') => {
      const [first] = await paymentsOf(orderId);
      const { vendorOrderId, vendorId, amount, fee, method } = first!;
      const at = new Date(first!.createdAt.getTime() + MINUTE);
      await t.app.db.insert(schema.payments).values({ orderId, vendorOrderId, vendorId, amount, fee, method, status, paidAt: status === 'COMPLETED' ? at : null, createdAt: at, updatedAt: at });
    };

    await order('untouched');
    await fail(await order('failed'));
    await fail(await order('paidLater'));
    await again(ids.paidLater!, 'COMPLETED');
    await fail(await order('retrying'));
    await again(ids.retrying!, 'PENDING');
    await fail(await order('cancelled'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${ids.cancelled}/cancel`, headers: admin.headers })).statusCode).toBe(200);
    // Two vendors, one payment each written together: one failed, the other (the later row) paid.
    await order('oneVendorFailed', [line, { productId: other.id, quantity: 1 }]);
    await fail(ids.oneVendorFailed!, scene.vendor.id);
    await t.app.db.update(schema.payments).set({ status: 'COMPLETED', paidAt: new Date() }).where(and(eq(schema.payments.orderId, ids.oneVendorFailed!), eq(schema.payments.vendorId, other.vendorId)));
    const split = await paymentsOf(ids.oneVendorFailed!);
    expect(split.map((p) => p.status)).toEqual(['FAILED', 'COMPLETED']);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin.headers });
  const listed = async (query: string) => {
    const res = await get(`/orders?limit=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { id: number }[]).map((o) => o.id).sort((a, b) => a - b);
  };
  const named = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);

  it('counts an order whose only payment failed', async () => {
    expect(await listed('unsettledFailedPayment=true')).toContain(ids.failed);
  });

  it('leaves out an order whose failed payment a later completed payment paid', async () => {
    expect(await listed('unsettledFailedPayment=true')).not.toContain(ids.paidLater);
  });

  it('leaves out a cancelled order with a failed payment', async () => {
    expect(await listed('unsettledFailedPayment=true')).not.toContain(ids.cancelled);
  });

  it('leaves out an order whose failed payment is being retried by a later pending one', async () => {
    expect(await listed('unsettledFailedPayment=true')).not.toContain(ids.retrying);
  });

  it('counts an order one of whose vendors is still unpaid, though another vendor\'s payment completed after', async () => {
    expect(await listed('unsettledFailedPayment=true')).toContain(ids.oneVendorFailed);
  });

  it('lists and counts exactly those orders, and every other order when false', async () => {
    expect(await listed('unsettledFailedPayment=true')).toEqual(named('failed', 'oneVendorFailed'));
    const stats = await get('/orders/stats?unsettledFailedPayment=true');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toMatchObject({ total: 2, pending: 2, cancelled: 0 });
    expect(await listed('unsettledFailedPayment=false')).toEqual(named('untouched', 'paidLater', 'retrying', 'cancelled'));
  });

  it('keeps paymentStatus=FAILED as any order with a failed payment, settled since or not', async () => {
    expect(await listed('paymentStatus=FAILED')).toEqual(named('failed', 'paidLater', 'retrying', 'cancelled', 'oneVendorFailed'));
  });

  it('refuses a value that is not true or false, naming the field', async () => {
    for (const url of ['/orders?unsettledFailedPayment=maybe', '/orders/stats?unsettledFailedPayment=FAILED']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { unsettledFailedPayment: 'unsettledFailedPayment must be true or false' } });
    }
  });
});
