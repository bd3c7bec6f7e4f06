import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, PortalDb } from '../../../web/src/lib/db/database';
import type { OutboxRecord } from '../../../web/src/lib/db/rows';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { addToCart, setCartEvent, setPaymentMethod } from '../../../web/src/lib/cart/cart-store';
import { BACKOFF_CAP_MS, BACKOFF_CAP_ONLINE_MS, backoffDelay } from '../../../web/src/features/outbox/backoff';
import { acceptChangedPrices, discard, resend } from '../../../web/src/features/outbox/outbox-actions';
import { configureOutbox, flushOutbox, retryOnServerWell, stopOutboxTimer, WELL_RETRY_MIN_MS } from '../../../web/src/features/outbox/outbox-flush';
import { request } from '../../../web/src/lib/api/client';
import { onServerWell } from '../../../web/src/lib/api/reachability';
import { placeOrder } from '../../../web/src/features/outbox/place-order';
import { checkoutFailureText } from '../../../web/src/features/outbox/checkout-failure';
import { startOutbox } from '../../../web/src/features/outbox/start-outbox';
import { useOutbox } from '../../../web/src/features/outbox/use-outbox';
import { renderHook, waitFor } from '@testing-library/react';
import { answer, API, ok } from '../../fixtures/api-handlers';
import { anOrder } from '../../fixtures/builders';
import { freshDatabase, page, product } from '../offline/fixtures';

interface Seen {
  key: string | null;
  auth: string | null;
  body: { clientOrderId: string; items: { productId: number; quantity: number; seenUnitPrice?: number }[] };
}
type Answer = () => Response;
let answers: Answer[] = [];
let seen: Seen[] = [];
const created = (id = 41) => () => ok(anOrder({ id, orderNumber: `ORD-${id}`, subtotal: 2000, tax: 160, processingFee: 40, total: 2200 }), 201);
const status = (code: number, data?: unknown) => () => HttpResponse.json({ success: false, message: `status ${code}`, data }, { status: code });

const server = setupServer(
  answer('POST /orders', async ({ request }) => {
    seen.push({ key: request.headers.get('idempotency-key'), auth: request.headers.get('authorization'), body: (await request.json()) as Seen['body'] });
    const next = answers.shift();
    return next ? next() : HttpResponse.error();
  }),
  http.get(`${API}/elsewhere/:code`, ({ params }) => (params.code === '200' ? ok({}) : status(Number(params.code))())),
);

let token = 'old-token';
const auth = { getUserId: () => 7, getAccessToken: () => token, refreshAccessToken: vi.fn(async () => (token = 'fresh-token')) };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
  answers = [];
  seen = [];
  token = 'old-token';
  auth.refreshAccessToken.mockClear();
  configureOutbox({ auth });
  await applyPage(page({ changes: { products: [product(1, { price: 1000 }), product(2, { price: 500 })] }, cursor: 2 }), new Date());
  await addToCart(1);
  await addToCart(2);
  await addToCart(2);
  await setPaymentMethod('ACH');
  await setCartEvent(3);
});
afterEach(() => stopOutboxTimer());

/** Places the cart as an order and waits until the first delivery attempt is over. */
async function placeAndFlush(): Promise<OutboxRecord> {
  const placed = await placeOrder({ userId: 7 });
  await flushOutbox();
  return (await db.outbox.get(placed.localId))!;
}

describe('outbox', () => {
  it('queues the order and empties the cart in one step, and the order survives a reload', async () => {
    const record = await placeAndFlush();
    expect(record).toMatchObject({ status: 'queued', attempts: 1, lastError: null, problem: { code: 'NETWORK' } });
    expect(record.payload.items).toEqual([{ productId: 1, quantity: 1, seenUnitPrice: 1000 }, { productId: 2, quantity: 2, seenUnitPrice: 500 }]);
    expect(await db.cartLines.count()).toBe(0);
    const reopened = new PortalDb();
    expect(await reopened.outbox.get(record.localId)).toMatchObject({ status: 'queued', clientOrderId: record.clientOrderId });
    reopened.close();
  });

  it('refuses to queue an order without a payment method or with an empty cart, and keeps the cart', async () => {
    await setPaymentMethod(null);
    const noPayment = await placeOrder({ userId: 7 }).catch((error: unknown) => error);
    expect(noPayment).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(checkoutFailureText(noPayment)).toBe('Please select a payment method');
    expect(await db.cartLines.count()).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    await db.cartLines.clear();
    const empty = await placeOrder({ userId: 7, paymentMethod: 'ACH' }).catch((error: unknown) => error);
    expect(empty).toMatchObject({ code: 'CART_EMPTY' });
    expect(checkoutFailureText(empty)).toBe('Your cart is empty');
  });

  it('marks an order sent on 201, keeping the server order summary, and sends its clientOrderId as the Idempotency-Key', async () => {
    answers = [created(41)];
    const record = await placeAndFlush();
    expect(record).toMatchObject({ status: 'sent', attempts: 1, order: { id: 41, orderNumber: 'ORD-41', total: 2200 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ key: record.clientOrderId, auth: 'Bearer old-token', body: { clientOrderId: record.clientOrderId } });
  });

  it('keeps an order refused with 422 as needs attention with the server reasons, until resent with accepted prices', async () => {
    const reasons = [{ productId: 1, code: 'PRICE_CHANGED', message: 'The price changed' }];
    const changedLines = [{ productId: 1, seenUnitPrice: 1000, unitPrice: 1200 }];
    answers = [status(422, { reasons, changedLines })];
    const refused = await placeAndFlush();
    expect(refused).toMatchObject({ status: 'needs_attention', reasons, changedLines, lastError: null, problem: { code: 'OUTBOX_REFUSED', figures: { status: 422 } } });

    await flushOutbox({ ignoreBackoff: true });
    expect(seen).toHaveLength(1);

    answers = [created(42)];
    await resend(refused.localId, acceptChangedPrices(refused));
    await flushOutbox();
    const sent = (await db.outbox.get(refused.localId))!;
    expect(sent.status).toBe('sent');
    expect(sent.clientOrderId).not.toBe(refused.clientOrderId);
    expect(seen[1]!.key).toBe(sent.clientOrderId);
    expect(seen[1]!.body.items[0]).toEqual({ productId: 1, quantity: 1, seenUnitPrice: 1200 });
  });

  it('stays queued with attempts and a growing backoff on 5xx and network errors, then retries with the same key and body', async () => {
    answers = [status(503)];
    const first = await placeAndFlush();
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: null, problem: { code: 'OUTBOX_REFUSED', figures: { status: 503 } } });
    expect(first.nextAttemptAt).toBeGreaterThan(Date.now());

    await flushOutbox();
    expect(seen).toHaveLength(1);

    await flushOutbox({ ignoreBackoff: true });
    const second = (await db.outbox.get(first.localId))!;
    expect(second).toMatchObject({ status: 'queued', attempts: 2, lastError: null, problem: { code: 'NETWORK' } });

    answers = [created()];
    await flushOutbox({ ignoreBackoff: true });
    expect((await db.outbox.get(first.localId))!.status).toBe('sent');
    expect(new Set(seen.map((s) => s.key))).toEqual(new Set([first.clientOrderId]));
    expect(seen[2]!.body).toEqual(seen[0]!.body);
  });

  it('refreshes the access token on 401 and sends again with the new one', async () => {
    answers = [status(401), created()];
    const record = await placeAndFlush();
    expect(auth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(record.status).toBe('sent');
  });

  it('retries an order answered 409 (still processing) and does not count it as refused', async () => {
    answers = [status(409)];
    const busy = await placeAndFlush();
    expect(busy.status).toBe('queued');
    answers = [created()];
    await flushOutbox({ ignoreBackoff: true });
    expect((await db.outbox.get(busy.localId))!.status).toBe('sent');
    expect(seen[1]!.key).toBe(busy.clientOrderId);
  });

  it('removes an order only when discarded explicitly', async () => {
    answers = [status(422, { reasons: [] })];
    const refused = await placeAndFlush();
    await flushOutbox({ ignoreBackoff: true });
    expect(await db.outbox.get(refused.localId)).toBeDefined();
    await discard(refused.localId);
    expect(await db.outbox.get(refused.localId)).toBeUndefined();
  });

  it('treats a sending record left by a crash as queued and sends it', async () => {
    answers = [status(503)];
    const record = await placeAndFlush();
    await db.outbox.update(record.localId, { status: 'sending' });
    answers = [created()];
    await flushOutbox();
    expect((await db.outbox.get(record.localId))!.status).toBe('sent');
  });

  it('keeps an order refused with another 4xx as needs attention with the server message, and does not resend it by itself', async () => {
    answers = [status(403)];
    const refused = await placeAndFlush();
    expect(refused).toMatchObject({ status: 'needs_attention', lastError: null, problem: { code: 'OUTBOX_REFUSED', figures: { status: 403 } }, reasons: null });
    await flushOutbox({ ignoreBackoff: true });
    expect(seen).toHaveLength(1);
  });

  it('sends queued orders when the browser comes back online', async () => {
    answers = [status(503)];
    const record = await placeAndFlush();
    const stop = startOutbox();
    try {
      // The start-up attempt still finds no network: the order waits out a backoff.
      await flushOutbox();
      expect((await db.outbox.get(record.localId))!).toMatchObject({ status: 'queued', attempts: 2 });
      answers = [created()];
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => expect((await db.outbox.get(record.localId))!.status).toBe('sent'));
    } finally {
      stop();
    }
  });

  it('tries an order waiting out its backoff as soon as another request is answered well, at most every 2 s, and not on a 5xx', async () => {
    configureOutbox({ isOnline: () => false });
    const stop = onServerWell(retryOnServerWell);
    try {
      answers = [status(503)];
      const record = await placeAndFlush();
      // A few more failures: the order now waits seconds, not a moment.
      for (let i = 0; i < 4; i++) {
        answers = [status(503)];
        await flushOutbox({ ignoreBackoff: true });
      }
      const waiting = (await db.outbox.get(record.localId))!;
      expect(waiting).toMatchObject({ status: 'queued', attempts: 5 });
      expect(waiting.nextAttemptAt - Date.now()).toBeGreaterThan(5_000);

      // Another request answered by a server that is not well: the order keeps waiting.
      await expect(request('get', '/elsewhere/503')).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(5);

      answers = [created()];
      await request('get', '/elsewhere/200');
      await vi.waitFor(async () => expect((await db.outbox.get(record.localId))!.status).toBe('sent'));
      expect(Date.now()).toBeLessThan(waiting.nextAttemptAt);
      expect(seen).toHaveLength(6);

      // Nothing waits any more: further answers send nothing.
      await request('get', '/elsewhere/200');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(6);
    } finally {
      stop();
      configureOutbox({ isOnline: () => true });
    }
  });

  it('tries a waiting order on answers from elsewhere no more often than every 2 s', async () => {
    configureOutbox({ isOnline: () => false });
    const stop = onServerWell(retryOnServerWell);
    try {
      answers = [status(503)];
      await placeAndFlush();
      for (let i = 0; i < 4; i++) {
        answers = [status(503)];
        await flushOutbox({ ignoreBackoff: true });
      }
      await new Promise((resolve) => setTimeout(resolve, WELL_RETRY_MIN_MS));
      answers = [status(503), status(503)];
      await request('get', '/elsewhere/200');
      await vi.waitFor(() => expect(seen).toHaveLength(6));
      await request('get', '/elsewhere/200');
      await request('get', '/elsewhere/200');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toHaveLength(6);
    } finally {
      stop();
      configureOutbox({ isOnline: () => true });
    }
  });

  it('shows the user their orders with counts by status through useOutbox', async () => {
    answers = [created(), status(422, { reasons: [] })];
    await placeAndFlush();
    await addToCart(1);
    await setPaymentMethod('ACH');
    await placeAndFlush();
    const { result } = renderHook(() => useOutbox(7));
    await waitFor(() => expect(result.current?.records).toHaveLength(2));
    expect(result.current!.counts).toEqual({ queued: 0, sending: 0, sent: 1, needs_attention: 1 });
    expect(result.current!.pending).toBe(1);
    const other = renderHook(() => useOutbox(8));
    await waitFor(() => expect(other.result.current?.records).toEqual([]));
  });

  it("does not send another user's orders", async () => {
    answers = [status(503)];
    const record = await placeAndFlush();
    await db.outbox.update(record.localId, { userId: 99 });
    answers = [created()];
    await flushOutbox({ ignoreBackoff: true });
    expect(seen).toHaveLength(1);
    expect((await db.outbox.get(record.localId))!.status).toBe('queued');
  });
});

describe('outbox backoff', () => {
  it('doubles the wait with every failure, keeps at least half of it as jitter floor, and caps it at a minute, or 5 s while the server answers', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(3, () => 0)).toBe(2_000);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    expect(backoffDelay(30, () => 1, BACKOFF_CAP_ONLINE_MS)).toBe(5_000);
  });
});
