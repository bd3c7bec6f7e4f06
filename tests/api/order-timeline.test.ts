import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { MAX_ORDER_COMMENT, MSG_COMMENT_REQUIRED, MSG_COMMENT_TOO_LONG } from '@portal/contract/order-timeline';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('GET /orders/:id/timeline and POST /orders/:id/comments on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let chapterAccount: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'USER', { firstName: 'Sam', lastName: 'Buyer' });
    chapterAccount = await createUser(t.app, 'CHAPTER', { chapterId: shopper.chapterId });
    admin = await createUser(t.app, 'ADMIN', { firstName: 'Ada', lastName: 'Admin' });
    superAdmin = await createUser(t.app, 'SUPER_ADMIN', { firstName: 'Sue', lastName: 'Super' });
    scene = await shopScene(t.app, shopper, [1000]);
  });
  afterAll(async () => t?.close());

  const newOrder = () => placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
  const timeline = (id: number | string, who: TestUser = admin) => t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/timeline`, headers: who.headers });
  const comment = (id: number | string, payload: unknown, who: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/comments`, headers: who.headers, payload: payload as object });
  const put = (id: number, payload: object, who: TestUser = admin) => t.app.inject({ method: 'PUT', url: `/api/v1/orders/${id}`, headers: who.headers, payload });
  const entries = async (id: number) => {
    const res = await timeline(id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { entries: Array<Record<string, unknown>> } }).data.entries;
  };

  it('starts with the placing: the buyer, when it was placed on the device and when it arrived', async () => {
    const placedAt = new Date(Date.now() - 3_600_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...shopper.headers, 'idempotency-key': '00000000-0000-4000-8000-0000000000a1' },
      payload: { clientOrderId: '00000000-0000-4000-8000-0000000000a1', eventId: scene.event.id, paymentMethod: 'ACH', placedAt, items: [{ productId: scene.products[0]!.id, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await entries(res.json().data.id as number);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'placed', at: placedAt, actor: { id: shopper.id, name: 'Sam Buyer', email: shopper.email } });
    expect(new Date(list[0]!.receivedAt as string).getTime()).toBeGreaterThan(new Date(placedAt).getTime());
  });

  it('lists each status change and payment method change with who made it, newest first', async () => {
    const order = await newOrder();
    expect((await put(order.id, { paymentMethod: 'CREDIT_CARD' })).statusCode).toBe(200);
    expect((await put(order.id, { status: 'PROCESSING' }, superAdmin)).statusCode).toBe(200);
    expect((await put(order.id, { status: 'SHIPPED' })).statusCode).toBe(200);
    const list = await entries(order.id);
    expect(list.map((e) => [e.kind, e.from ?? null, e.to ?? null, (e.actor as { name: string }).name])).toEqual([
      ['status_changed', 'PROCESSING', 'SHIPPED', 'Ada Admin'],
      ['status_changed', 'PENDING', 'PROCESSING', 'Sue Super'],
      ['payment_method_changed', 'ACH', 'CREDIT_CARD', 'Ada Admin'],
      ['placed', null, null, 'Sam Buyer'],
    ]);
    const times = list.slice(0, 3).map((e) => new Date(e.at as string).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows a cancellation by the chapter account and by bulk status changes', async () => {
    const cancelled = await newOrder();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: chapterAccount.headers })).statusCode).toBe(200);
    expect((await entries(cancelled.id))[0]).toMatchObject({ kind: 'status_changed', from: 'PENDING', to: 'CANCELLED', actor: { id: chapterAccount.id } });

    const bulk = await newOrder();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/bulk', headers: admin.headers, payload: { action: 'status', ids: [bulk.id], status: 'PROCESSING' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entries(bulk.id))[0]).toMatchObject({ kind: 'status_changed', from: 'PENDING', to: 'PROCESSING', actor: { id: admin.id } });
  });

  it('adds an internal comment, trimmed, with its author and time, and shows it in the timeline', async () => {
    const order = await newOrder();
    const res = await comment(order.id, { text: '  Buyer asked to ship Friday  ' });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().data as Record<string, unknown>;
    expect(added).toMatchObject({ kind: 'comment', text: 'Buyer asked to ship Friday', actor: { id: admin.id, name: 'Ada Admin' } });
    expect(Math.abs(new Date(added.at as string).getTime() - Date.now())).toBeLessThan(60_000);
    await comment(order.id, { text: 'Second note' }, superAdmin);
    const list = await entries(order.id);
    expect(list.map((e) => [e.kind, e.text ?? null])).toEqual([
      ['comment', 'Second note'],
      ['comment', 'Buyer asked to ship Friday'],
      ['placed', null],
    ]);
  });

  it('never shows comments to shoppers: the routes refuse them and the order they read has none', async () => {
    const order = await newOrder();
    await comment(order.id, { text: 'Internal only: credit check pending' });
    for (const who of [shopper, chapterAccount]) {
      expect((await timeline(order.id, who)).statusCode).toBe(403);
      expect((await comment(order.id, { text: 'Hello' }, who)).statusCode).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: who.headers });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('credit check');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/timeline` })).statusCode).toBe(401);
    const stored = await t.app.db.select().from(schema.orderComments).where(eq(schema.orderComments.orderId, order.id));
    expect(stored.map((c) => c.body)).toEqual(['Internal only: credit check pending']);
  });

  it.each([
    ['a missing text', {}, MSG_COMMENT_REQUIRED],
    ['a blank text', { text: '   ' }, MSG_COMMENT_REQUIRED],
    ['a text too long', { text: 'x'.repeat(MAX_ORDER_COMMENT + 1) }, MSG_COMMENT_TOO_LONG],
    ['a text that is not text', { text: 42 }, 'Comment must be text'],
    ['a NUL character', { text: 'a\u0000b' }, 'Contains a character that cannot be stored'],
  ])('refuses %s with a 400 naming the field and the rule', async (_name, payload, message) => {
    const order = await newOrder();
    const res = await comment(order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { text: message } });
  });

  it('refuses an unknown field, and answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    const order = await newOrder();
    const extra = await comment(order.id, { text: 'ok', authorUserId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toMatchObject({ authorUserId: expect.any(String) });
    expect((await timeline(999_999)).statusCode).toBe(404);
    expect((await comment(999_999, { text: 'Lost' })).statusCode).toBe(404);
    const bad = await timeline('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ id: 'id must be a whole number' });
  });

  it('keeps a comment whose author was deleted, with no author', async () => {
    const order = await newOrder();
    const leaving = await createUser(t.app, 'ADMIN');
    expect((await comment(order.id, { text: 'From someone leaving' }, leaving)).statusCode).toBe(201);
    await t.app.db.delete(schema.refreshTokens).where(eq(schema.refreshTokens.userId, leaving.id));
    await t.app.db.delete(schema.users).where(eq(schema.users.id, leaving.id));
    expect((await entries(order.id))[0]).toMatchObject({ kind: 'comment', text: 'From someone leaving', actor: null });
  });
});

describe('GET /orders?paymentStatus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('lists and counts the orders with a payment in that status', async () => {
    const shopper = await createUser(t.app, 'USER');
    const admin = await createUser(t.app, 'ADMIN');
    const scene = await shopScene(t.app, shopper, [1000]);
    const [a, b] = [await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]), await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }])];
    await t.app.db.update(schema.payments).set({ status: 'FAILED', retryCount: 1 }).where(eq(schema.payments.orderId, b.id));
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/orders?paymentStatus=FAILED', headers: admin.headers });
    expect(list.json().data.items.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/orders/stats?paymentStatus=FAILED', headers: admin.headers });
    expect(stats.json().data.total).toBe(1);
    const pending = await t.app.inject({ method: 'GET', url: '/api/v1/orders?paymentStatus=PENDING', headers: admin.headers });
    expect(pending.json().data.items.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/orders?paymentStatus=LOST', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ paymentStatus: 'paymentStatus must be one of PENDING, COMPLETED, FAILED' });
  });
});
