/**
 * Orders of a person who signed out leave the tablet sealed (decision 029): sealed at checkout with
 * the session's delivery key, sent to POST /orders/sealed with no session by whoever's page (or
 * nobody's) flushes next, and put back to wait for their author when the server refuses the key.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealText, type DeliveryKey } from '@portal/contract/sealed-orders';
import type { PlaceOrderInput } from '@portal/contract/orders';
import { db } from '../../../web/src/lib/db/database';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { addToCart, setCartEvent, setPaymentMethod } from '../../../web/src/lib/cart/cart-store';
import { configureOutbox, flushOutbox, stopOutboxTimer } from '../../../web/src/features/outbox/outbox-flush';
import { placeOrder } from '../../../web/src/features/outbox/place-order';
import { saveCredentials, removeCredentials } from '../../../web/src/lib/session/device-credentials';
import { HELD_ORDERS_KEY, holdOrdersOf, readHeldOrders } from '../../../web/src/lib/session/held-orders';
import { answer, ok } from '../../fixtures/api-handlers';
import { anOrder } from '../../fixtures/builders';
import { makeUser } from '../../fixtures/msw';
import { freshDatabase, page, product } from '../offline/fixtures';

interface SealedSeen {
  key: string | null;
  auth: string | null;
  body: { keyId: string; seal: string; order: PlaceOrderInput };
}
let sealedAnswers: Array<() => Response> = [];
let sealedSeen: SealedSeen[] = [];
let sessionSends = 0;
const created = (id = 51) => () => ok(anOrder({ id, orderNumber: `ORD-${id}` }), 201);
const refusal = (status: number, code: string, message: string) => () => HttpResponse.json({ success: false, message, code, data: null }, { status });

const server = setupServer(
  answer('POST /orders', () => {
    sessionSends += 1;
    return HttpResponse.error();
  }),
  answer('POST /orders/sealed', async ({ request }) => {
    sealedSeen.push({ key: request.headers.get('idempotency-key'), auth: request.headers.get('authorization'), body: (await request.json()) as SealedSeen['body'] });
    const next = sealedAnswers.shift();
    return next ? next() : HttpResponse.error();
  }),
);

const user = makeUser('USER', { id: 7, email: 'ada@example.com' });
const key: DeliveryKey = { keyId: crypto.randomUUID(), key: randomBytes(32).toString('base64url'), expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() };
/** The seal the API expects, made here with Node's own HMAC. */
const expectedSeal = (order: PlaceOrderInput, k = key) =>
  createHmac('sha256', Buffer.from(k.key, 'base64url')).update(sealText(k.keyId, order.clientOrderId, order), 'utf8').digest('base64url');

let signedIn: number | null = 7;
const auth = {
  getUserId: () => signedIn,
  getAccessToken: () => (signedIn === null ? null : 'access-7'),
  refreshAccessToken: () => Promise.reject(new Error('no refresh here')),
  fetchDeliveryKey: vi.fn(async () => key),
};

/** Signs Ada out as the app does: her row (and key) goes, her orders stay. */
async function signOut() {
  await holdOrdersOf(7, user.email);
  await removeCredentials(7);
  signedIn = null;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
  localStorage.removeItem(HELD_ORDERS_KEY);
  sealedAnswers = [];
  sealedSeen = [];
  sessionSends = 0;
  signedIn = 7;
  auth.fetchDeliveryKey.mockReset();
  auth.fetchDeliveryKey.mockImplementation(async () => key);
  configureOutbox({ auth });
  await saveCredentials({ userId: 7, email: user.email, user, accessToken: 'access-7', refreshToken: 'refresh-7', deliveryKey: key });
  await applyPage(page({ changes: { products: [product(1, { price: 1000 })] }, cursor: 1 }), new Date());
  await addToCart(1);
  await setPaymentMethod('ACH');
  await setCartEvent(3);
});
afterEach(() => stopOutboxTimer());

describe('sealed orders', () => {
  it("seals an order at checkout with the session's key, and sends it sealed with no session after its author signed out", async () => {
    const placed = await placeOrder({ userId: 7 });
    await flushOutbox();
    const queued = (await db.outbox.get(placed.localId))!;
    expect(queued.status).toBe('queued');
    expect(queued.seal).toEqual({ keyId: key.keyId, seal: expectedSeal(queued.payload) });
    expect(sessionSends).toBe(1);

    await signOut();
    expect(await db.credentials.count()).toBe(0);
    expect(readHeldOrders()).toEqual([{ userId: 7, email: user.email, count: 1, sealed: 1, refused: 0 }]);
    sealedAnswers.push(created(51));
    await flushOutbox({ ignoreBackoff: true });

    const sent = (await db.outbox.get(placed.localId))!;
    expect(sent.status).toBe('sent');
    expect(sent.order).toMatchObject({ id: 51, orderNumber: 'ORD-51' });
    expect(sealedSeen).toHaveLength(1);
    expect(sealedSeen[0]).toEqual({ key: queued.clientOrderId, auth: null, body: { keyId: key.keyId, seal: queued.seal!.seal, order: queued.payload } });
    expect(sessionSends).toBe(1);
    // The sign-in page's list follows: nothing of Ada's is left to send.
    expect(readHeldOrders()).toEqual([]);
  });

  it('keeps a sealed order queued while the server cannot be reached, and never calls it sent', async () => {
    await placeOrder({ userId: 7 });
    await signOut();
    await flushOutbox({ ignoreBackoff: true });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ status: 'queued', problem: { code: 'NETWORK' } });
    expect(sealedSeen).toHaveLength(1);
    expect(readHeldOrders()).toEqual([{ userId: 7, email: user.email, count: 1, sealed: 1, refused: 0 }]);
  });

  it('asks for the delivery key of a session that has none and seals the orders already queued', async () => {
    await saveCredentials({ userId: 7, email: user.email, user, accessToken: 'access-7', refreshToken: 'refresh-7' });
    const placed = await placeOrder({ userId: 7 });
    expect((await db.outbox.get(placed.localId))!.seal).toBeUndefined();
    await flushOutbox();
    await vi.waitFor(async () => expect((await db.outbox.get(placed.localId))!.seal?.keyId).toBe(key.keyId));
    expect(auth.fetchDeliveryKey).toHaveBeenCalledTimes(1);
    expect((await db.credentials.get(7))!.deliveryKey).toEqual(key);
  });

  it('puts an order whose key the server refused back to wait for its author, and sends nothing more for it', async () => {
    await placeOrder({ userId: 7 });
    await signOut();
    sealedAnswers.push(refusal(401, 'DELIVERY_KEY_REVOKED', 'The tablet may no longer send orders for this person: they must sign in to send it'));
    await flushOutbox({ ignoreBackoff: true });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ status: 'queued', seal: null, lastError: null, problem: { code: 'DELIVERY_KEY_REVOKED', figures: { status: 401 } } });
    await flushOutbox({ ignoreBackoff: true });
    expect(sealedSeen).toHaveLength(1);
    expect(readHeldOrders()).toEqual([{ userId: 7, email: user.email, count: 1, sealed: 0, refused: 0 }]);
  });

  it("shows the order of an author an admin deactivated as refused, with the server's reason", async () => {
    await placeOrder({ userId: 7 });
    await signOut();
    sealedAnswers.push(refusal(403, 'ACCOUNT_INACTIVE', 'Your account is not active'));
    await flushOutbox({ ignoreBackoff: true });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ status: 'needs_attention', lastError: null, problem: { code: 'ACCOUNT_INACTIVE', figures: { status: 403 } } });
    expect(readHeldOrders()).toEqual([{ userId: 7, email: user.email, count: 1, sealed: 0, refused: 1 }]);
  });

  it('leaves an order with no seal (from before seals, or no key to be had) to wait for its author, as before', async () => {
    await saveCredentials({ userId: 7, email: user.email, user, accessToken: 'access-7', refreshToken: 'refresh-7' });
    auth.fetchDeliveryKey.mockRejectedValue(new Error('Network error'));
    await placeOrder({ userId: 7 });
    await flushOutbox();
    await signOut();
    const sendsBefore = sessionSends;
    await flushOutbox({ ignoreBackoff: true });
    expect(sealedSeen).toHaveLength(0);
    expect(sessionSends).toBe(sendsBefore);
    const [record] = await db.outbox.toArray();
    expect(record!.status).toBe('queued');
    expect(record!.seal).toBeUndefined();
    expect(readHeldOrders()).toEqual([{ userId: 7, email: user.email, count: 1, sealed: 0, refused: 0 }]);
  });
});
