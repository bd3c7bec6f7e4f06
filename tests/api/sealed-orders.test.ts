import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { sealText, type DeliveryKey } from '@portal/contract/sealed-orders';
import { revokeUserFamilies } from '@portal/api/modules/auth/sessions.repo';
import { purgeExpiredKeys } from '@portal/api/modules/orders/delivery-keys.repo';
import { EXPIRED_KEY_RETENTION_DAYS } from '@portal/api/modules/orders/sealed-orders.routes';
import { createTestApp, RELAXED_LIMITS, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

type Order = ReturnType<typeof orderBody>;

/** Seals an order as the device does: HMAC-SHA256 with the delivery key over the sealed text. */
function seal(key: DeliveryKey, order: Order, idempotencyKey = order.clientOrderId): string {
  return createHmac('sha256', Buffer.from(key.key, 'base64url')).update(sealText(key.keyId, idempotencyKey, order), 'utf8').digest('base64url');
}

describe.each(databaseKinds('both'))('POST /orders/sealed on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;

  async function deliveryKey(user: TestUser): Promise<DeliveryKey> {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/delivery-key', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: DeliveryKey }>().data;
  }

  function postSealed(payload: unknown, idempotencyKey: string | null) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/sealed',
      headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
      payload: payload as Record<string, unknown>,
    });
  }

  const sealed = (key: DeliveryKey, order: Order) => postSealed({ keyId: key.keyId, seal: seal(key, order), order }, order.clientOrderId);
  const anOrder = () => orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
  const ordersOf = (clientOrderId: string) => t.app.db.$count(schema.orders, eq(schema.orders.clientOrderId, clientOrderId));
  // The buyer's copy is written with the order (decision 053): there as soon as the order's answer is.
  const copiesOf = (orderNumber: string) => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, `Your order ${orderNumber} was received`));

  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'CHAPTER');
    scene = await shopScene(t.app, shopper, [1000]);
  });
  afterAll(async () => t?.close());

  it("gives a session the same delivery key while it has more than a week to run, and another session another", async () => {
    const first = await deliveryKey(shopper);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await deliveryKey(shopper)).toEqual(first);
    const elsewhere = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    expect((await deliveryKey(elsewhere)).keyId).not.toBe(first.keyId);
  });

  it('places a sealed order once, as its author, after the author signed out', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const key = await deliveryKey(author);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: author.headers });
    expect(logout.statusCode).toBe(200);
    const order = anOrder();
    const res = await sealed(key, order);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ clientOrderId: order.clientOrderId, subtotal: 2000, user: { id: author.id } });
    expect(await ordersOf(order.clientOrderId)).toBe(1);
    expect((await copiesOf(placed.orderNumber)).map((m) => m.to)).toEqual([author.email]);
  });

  it('answers a replay of the same sealed order with the stored answer, and so does POST /orders', async () => {
    const key = await deliveryKey(shopper);
    const order = anOrder();
    const first = await sealed(key, order);
    expect(first.statusCode).toBe(201);
    const again = await sealed(key, order);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const bySession = await postOrder(t.app, shopper, order);
    expect(bySession.statusCode).toBe(201);
    expect(bySession.body).toBe(first.body);
    expect(await ordersOf(order.clientOrderId)).toBe(1);
    expect(await copiesOf(first.json().data.orderNumber)).toHaveLength(1);
  });

  it('refuses a body changed after sealing, an unknown key and a seal of another key with SEAL_INVALID', async () => {
    const key = await deliveryKey(shopper);
    const order = anOrder();
    const good = seal(key, order);
    const tampered = { ...order, items: [{ ...order.items[0]!, quantity: 20 }] };
    const changed = await postSealed({ keyId: key.keyId, seal: good, order: tampered }, order.clientOrderId);
    expect(changed.statusCode).toBe(401);
    expect(changed.json()).toMatchObject({ success: false, code: 'SEAL_INVALID' });
    const unknown = await postSealed({ keyId: crypto.randomUUID(), seal: good, order }, order.clientOrderId);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SEAL_INVALID');
    const other = await deliveryKey(await createUser(t.app, 'USER', { chapterId: shopper.chapterId }));
    const borrowed = await postSealed({ keyId: other.keyId, seal: good, order }, order.clientOrderId);
    expect(borrowed.json().code).toBe('SEAL_INVALID');
    expect(await ordersOf(order.clientOrderId)).toBe(0);
  });

  it('refuses an order whose Idempotency-Key is not the one sealed', async () => {
    const key = await deliveryKey(shopper);
    const order = anOrder();
    const res = await postSealed({ keyId: key.keyId, seal: seal(key, order, crypto.randomUUID()), order }, order.clientOrderId);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SEAL_INVALID');
  });

  it('refuses a key revoked by a password change elsewhere, keeping the changing session its own', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const key = await deliveryKey(author);
    const changer = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const own = await deliveryKey(changer);
    await revokeUserFamilies(t.app.db, author.id, crypto.randomUUID());
    await revokeUserFamilies(t.app.db, changer.id, changer.sessionId);
    const order = anOrder();
    const res = await sealed(key, order);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'DELIVERY_KEY_REVOKED' });
    expect(await ordersOf(order.clientOrderId)).toBe(0);
    expect((await sealed(own, anOrder())).statusCode).toBe(201);
  });

  it('still answers a replay of an order placed before its key was revoked', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const key = await deliveryKey(author);
    const order = anOrder();
    const first = await sealed(key, order);
    expect(first.statusCode).toBe(201);
    await revokeUserFamilies(t.app.db, author.id);
    const again = await sealed(key, order);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
  });

  it('refuses an expired key with DELIVERY_KEY_EXPIRED', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const key = await deliveryKey(author);
    await t.app.db.update(schema.deliveryKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.deliveryKeys.id, key.keyId));
    const res = await sealed(key, anOrder());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('DELIVERY_KEY_EXPIRED');
  });

  it('forgets keys expired for more than 30 days and keeps the others', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const old = await deliveryKey(author);
    const recent = await deliveryKey(await createUser(t.app, 'USER', { chapterId: shopper.chapterId }));
    await t.app.db.update(schema.deliveryKeys).set({ expiresAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(schema.deliveryKeys.id, old.keyId));
    await t.app.db.update(schema.deliveryKeys).set({ expiresAt: new Date(Date.now() - 29 * 86_400_000) }).where(eq(schema.deliveryKeys.id, recent.keyId));
    expect(await purgeExpiredKeys(t.app.db, EXPIRED_KEY_RETENTION_DAYS)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select({ id: schema.deliveryKeys.id }).from(schema.deliveryKeys);
    expect(left.map((r) => r.id)).toContain(recent.keyId);
    expect(left.map((r) => r.id)).not.toContain(old.keyId);
  });

  it('refuses the order of an author an admin deactivated with ACCOUNT_INACTIVE', async () => {
    const author = await createUser(t.app, 'USER', { chapterId: shopper.chapterId });
    const key = await deliveryKey(author);
    const admin = await createUser(t.app, 'ADMIN');
    const off = await t.app.inject({ method: 'POST', url: `/api/v1/users/${author.id}/deactivate`, headers: admin.headers });
    expect(off.statusCode, off.body).toBe(200);
    const order = anOrder();
    const res = await sealed(key, order);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'ACCOUNT_INACTIVE' });
    expect(await ordersOf(order.clientOrderId)).toBe(0);
  });

  it('answers a refused order as POST /orders does, leaving the key free for the corrected one', async () => {
    const key = await deliveryKey(shopper);
    const order = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1, seenUnitPrice: 999 }]);
    const res = await sealed(key, order);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PRICE_CHANGED');
  });

  it('names the failing fields of a bad body with a 400, before any seal is checked', async () => {
    const empty = await postSealed({}, crypto.randomUUID());
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(expect.arrayContaining(['keyId', 'seal', 'order']));
    const key = await deliveryKey(shopper);
    const order = { ...anOrder(), items: [{ productId: scene.products[0]!.id, quantity: 0 }] };
    const bad = await postSealed({ keyId: key.keyId, seal: seal(key, order), order }, order.clientOrderId);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['order.items.0.quantity']);
    const shortSeal = await postSealed({ keyId: 'not-a-uuid', seal: 'abc', order: anOrder() }, crypto.randomUUID());
    expect(Object.keys(shortSeal.json().errors)).toEqual(expect.arrayContaining(['keyId', 'seal']));
    const good = anOrder();
    const noKey = await postSealed({ keyId: key.keyId, seal: seal(key, good), order: good }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toHaveProperty(['idempotency-key']);
  });
});

describe('POST /orders/sealed from one address', () => {
  let t: TestApp;
  let key: DeliveryKey;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  const quick = { baseDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 600_000 };

  beforeAll(async () => {
    t = await createTestApp(databaseKinds()[0]!, { rateLimits: { ...RELAXED_LIMITS, sealedOrderAddress: { free: 3, ...quick } } });
    const shopper = await createUser(t.app, 'CHAPTER');
    scene = await shopScene(t.app, shopper, [1000]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/delivery-key', headers: shopper.headers });
    key = res.json<{ data: DeliveryKey }>().data;
  });
  afterAll(async () => t?.close());

  const post = (order: Order, sealWith: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/orders/sealed', headers: { 'idempotency-key': order.clientOrderId }, payload: { keyId: key.keyId, seal: sealWith, order }, remoteAddress: ip });
  const anOrder = () => orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]);

  it('delays an address after seals that match no key, while orders that match never add up and another address goes on', async () => {
    for (let i = 0; i < 8; i++) {
      const order = anOrder();
      expect((await post(order, seal(key, order), '10.9.0.3')).statusCode).toBe(201);
    }
    for (let i = 0; i < 4; i++) expect((await post(anOrder(), 'x'.repeat(43), '10.9.0.1')).statusCode).toBe(401);
    const order = anOrder();
    const delayed = await post(order, seal(key, order), '10.9.0.1');
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(order, seal(key, order), '10.9.0.2')).statusCode).toBe(201);
  });
});
