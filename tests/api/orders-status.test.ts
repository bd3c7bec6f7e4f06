import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createProduct, createVendor, placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('PUT /orders/:id and DELETE /orders/:id/cancel on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let chapterMate: TestUser;
  let admin: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'USER');
    chapterMate = await createUser(t.app, 'CHAPTER', { chapterId: shopper.chapterId });
    admin = await createUser(t.app, 'ADMIN');
    scene = await shopScene(t.app, shopper, [1000]);
  });
  afterAll(async () => t?.close());

  const newOrder = (extra: Record<string, unknown> = {}) => placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 5 }], extra);
  const put = (id: number, payload: object, who: TestUser = admin) => t.app.inject({ method: 'PUT', url: `/api/v1/orders/${id}`, headers: who.headers, payload });
  const cancel = (id: number, who: TestUser) => t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${id}/cancel`, headers: who.headers });

  it('moves an order PENDING -> PROCESSING -> SHIPPED -> DELIVERED and then refuses any change', async () => {
    const order = await newOrder();
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
      const res = await put(order.id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const back = await put(order.id, { status: 'PENDING' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Cannot change an order from DELIVERED to PENDING');
    // The figures come apart in the data, so a client can word the refusal in its own language.
    expect(back.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { from: 'DELIVERED', to: 'PENDING' } });
    expect((await put(order.id, { status: 'DELIVERED' })).statusCode).toBe(200);
  });

  it.each([
    ['PENDING', 'SHIPPED'],
    ['PENDING', 'DELIVERED'],
  ])('refuses skipping from %s to %s', async (_from, to) => {
    const order = await newOrder();
    const res = await put(order.id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Cannot change an order from PENDING to ${to}`);
  });

  it('notifies the shopper and writes an audit row on every status change', async () => {
    const order = await newOrder();
    await put(order.id, { status: 'PROCESSING' });
    await put(order.id, { status: 'SHIPPED' });
    const notes = await t.app.db.select().from(schema.notifications).where(eq(schema.notifications.orderId, order.id)).orderBy(schema.notifications.id);
    expect(notes.map((n) => [n.userId, n.type, n.title])).toEqual([
      [shopper.id, 'order_status', `Order ${order.orderNumber} is being processed`],
      [shopper.id, 'order_status', `Order ${order.orderNumber} shipped`],
    ]);
    // The figures go with the words, so the shopper's app words them in its own language.
    expect(notes.map((n) => n.data)).toEqual([
      { orderNumber: order.orderNumber, from: 'PENDING', to: 'PROCESSING' },
      { orderNumber: order.orderNumber, from: 'PROCESSING', to: 'SHIPPED' },
    ]);
    const audit = await t.app.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(order.id))));
    expect(audit.map((a) => [a.action, a.actorUserId, a.details])).toEqual([
      ['order.status_change', admin.id, { from: 'PENDING', to: 'PROCESSING' }],
      ['order.status_change', admin.id, { from: 'PROCESSING', to: 'SHIPPED' }],
    ]);
  });

  it('recomputes the fee, the total and the payment shares when the payment method changes while pending', async () => {
    const other = await createProduct(t.app, (await createVendor(t.app)).id, { price: 1000 });
    const order = await placeOrder(t.app, shopper, scene.event.id, [
      { productId: scene.products[0]!.id, quantity: 5 },
      { productId: other.id, quantity: 2 },
    ]);
    expect(order).toMatchObject({ subtotal: 7000, tax: 560, processingFee: 140 });
    const res = await put(order.id, { paymentMethod: 'DEBIT_CARD' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ paymentMethod: 'DEBIT_CARD', processingFee: 280, total: 7840 });
    const sum = (key: 'amount' | 'fee') => updated.payments.reduce((s: number, p: Record<string, number>) => s + p[key]!, 0);
    expect(sum('amount')).toBe(7840);
    expect(sum('fee')).toBe(280);
    const none = (await put(order.id, { paymentMethod: null })).json().data;
    expect(none).toMatchObject({ paymentMethod: null, processingFee: 0, total: 7560 });
  });

  it('refuses a payment method change once the order is processing', async () => {
    const order = await newOrder();
    await put(order.id, { status: 'PROCESSING' });
    const res = await put(order.id, { paymentMethod: 'CREDIT_CARD' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment method can only be changed while the order is pending');
  });

  it('lets the shopper and a chapter mate cancel a pending order, and cancelled is final', async () => {
    const mine = await newOrder();
    expect((await cancel(mine.id, shopper)).json().data.status).toBe('CANCELLED');
    const again = await cancel(mine.id, shopper);
    expect(again.statusCode).toBe(409);
    expect((await put(mine.id, { status: 'PENDING' })).statusCode).toBe(409);
    const theirs = await newOrder();
    expect((await cancel(theirs.id, chapterMate)).statusCode).toBe(200);
  });

  it('refuses a shopper cancelling a processing order but lets an admin cancel it', async () => {
    const order = await newOrder();
    await put(order.id, { status: 'PROCESSING' });
    const refused = await cancel(order.id, shopper);
    expect(refused.statusCode).toBe(409);
    // A shopper is not told the status: the spec's words, and no figures.
    expect(refused.json()).toMatchObject({ code: 'NOT_CANCELLABLE', message: 'Only a pending order can be cancelled. Please contact us.', data: null });
    const res = await cancel(order.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('CANCELLED');
  });

  it('refuses an admin cancelling a shipped order', async () => {
    const order = await newOrder();
    await put(order.id, { status: 'PROCESSING' });
    await put(order.id, { status: 'SHIPPED' });
    const refused = await cancel(order.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_CANCELLABLE', message: 'Cannot cancel an order that is SHIPPED', data: { status: 'SHIPPED' } });
  });

  it('refuses a member cancelling the chapter account\'s order (403 NOT_ORDER_AUTHOR), and lets its author and the chapter account cancel', async () => {
    const member = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const byChapter = await placeOrder(t.app, chapterMate, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
    const refused = await cancel(byChapter.id, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_ORDER_AUTHOR', message: 'Only the member who placed this order or the chapter account can cancel it' });
    // Nothing changed: still pending, and no notification or audit row for a refused cancel.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${byChapter.id}`, headers: member.headers })).json().data.status).toBe('PENDING');
    // Another member's order is refused to a member too; its author may cancel it.
    const byShopper = await newOrder();
    expect((await cancel(byShopper.id, member)).json().code).toBe('NOT_ORDER_AUTHOR');
    expect((await cancel(byChapter.id, chapterMate)).json().data.status).toBe('CANCELLED');
    expect((await cancel(byShopper.id, shopper)).json().data.status).toBe('CANCELLED');
  });

  it('hides the order from a shopper of another chapter (404 to cancel)', async () => {
    const order = await newOrder();
    const stranger = await createUser(t.app, 'CHAPTER');
    expect((await cancel(order.id, stranger)).statusCode).toBe(404);
  });
});
