/**
 * The worker's own delivery (sw/outbox-sync.ts), run in jsdom over fake IndexedDB and msw: it
 * reads the outbox and the device's credentials, sends each person's orders with their own
 * token, refreshes and stores the rotated pair, and tells the open windows.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverFromWorker } from '../../sw/outbox-sync';
import { db } from '../../web/src/lib/db/database';
import type { OutboxRecord } from '../../web/src/lib/db/rows';
import { saveCredentials } from '../../web/src/lib/session/device-credentials';
import { makeUser } from '../fixtures/msw';
import { freshDatabase } from '../web/offline/fixtures';

let valid = new Set<string>();
const seen: Array<{ key: string | null; auth: string | null }> = [];
let refreshes = 0;

const server = setupServer(
  http.post('*/api/v1/orders', ({ request }) => {
    const auth = request.headers.get('authorization');
    seen.push({ key: request.headers.get('idempotency-key'), auth });
    if (!valid.has(auth ?? '')) return HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 });
    return HttpResponse.json({ success: true, data: { id: 9, orderNumber: 'ORD-9', status: 'PENDING', subtotal: 100, tax: 8, processingFee: 2, total: 110 } }, { status: 201 });
  }),
  http.post('*/api/v1/auth/refresh', async ({ request }) => {
    refreshes += 1;
    const { refreshToken } = (await request.json()) as { refreshToken: string };
    if (refreshToken !== 'refresh-a') return HttpResponse.json({ success: false, message: 'Refresh token revoked' }, { status: 401 });
    valid.add('Bearer access-a2');
    return HttpResponse.json({ success: true, data: { accessToken: 'access-a2', refreshToken: 'refresh-a2', expiresIn: 900 } });
  }),
);

function queued(localId: string, userId: number): OutboxRecord {
  const now = new Date().toISOString();
  return {
    localId,
    clientOrderId: `key-${localId}`,
    userId,
    payload: { clientOrderId: `key-${localId}`, eventId: 1, paymentMethod: 'ACH', placedAt: now, items: [{ productId: 1, quantity: 1 }] },
    lines: [],
    status: 'queued',
    attempts: 0,
    lastError: null,
    nextAttemptAt: Date.now() + 60_000,
    createdAt: now,
    updatedAt: now,
    order: null,
    reasons: null,
    changedLines: null,
  };
}

const windows = [{ postMessage: vi.fn() }];
const clients = { matchAll: vi.fn(async () => windows) };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
  valid = new Set(['Bearer access-b']);
  seen.length = 0;
  refreshes = 0;
  windows[0]!.postMessage.mockClear();
});

describe('service worker delivery (Background Sync)', () => {
  it("sends each person's queued orders with that person's stored token, backoff or not, and tells the windows", async () => {
    await saveCredentials({ userId: 2, email: 'b@example.test', user: makeUser('CHAPTER', { id: 2 }), accessToken: 'access-b', refreshToken: 'refresh-b' });
    await db.outbox.bulkAdd([queued('one', 2), queued('two', 2)]);
    const report = await deliverFromWorker(clients);
    expect(report).toEqual({ sent: 2, waiting: 0 });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer access-b', 'Bearer access-b']);
    expect(seen.map((s) => s.key)).toEqual(['key-one', 'key-two']);
    expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(windows[0]!.postMessage).toHaveBeenCalledWith({ type: 'outbox-changed' });
  });

  it('refreshes an expired token once, stores the rotated pair and tells the windows', async () => {
    await saveCredentials({ userId: 1, email: 'a@example.test', user: makeUser('CHAPTER', { id: 1 }), accessToken: 'access-a', refreshToken: 'refresh-a' });
    await db.outbox.add(queued('one', 1));
    await deliverFromWorker(clients);
    expect(refreshes).toBe(1);
    expect(await db.credentials.get(1)).toMatchObject({ accessToken: 'access-a2', refreshToken: 'refresh-a2' });
    expect((await db.outbox.get('one'))?.status).toBe('sent');
    expect(windows[0]!.postMessage).toHaveBeenCalledWith({ type: 'tokens-rotated', userId: 1 });
  });

  it('never sends the orders of a person with no credentials on the device (signed out), and asks to be fired again', async () => {
    await db.outbox.add(queued('held', 5));
    await saveCredentials({ userId: 2, email: 'b@example.test', user: makeUser('CHAPTER', { id: 2 }), accessToken: 'access-b', refreshToken: 'refresh-b' });
    await expect(deliverFromWorker(clients)).resolves.toEqual({ sent: 0, waiting: 0 });
    expect(seen).toHaveLength(0);
    expect((await db.outbox.get('held'))?.status).toBe('queued');
  });

  it('sends the sealed order of a person who signed out with its seal and no token, with nobody signed in (decision 029)', async () => {
    const sealed: Array<{ key: string | null; auth: string | null; body: unknown }> = [];
    server.use(
      http.post('*/api/v1/orders/sealed', async ({ request }) => {
        sealed.push({ key: request.headers.get('idempotency-key'), auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ success: true, data: { id: 10, orderNumber: 'ORD-10', status: 'PENDING', subtotal: 100, tax: 8, processingFee: 2, total: 110 } }, { status: 201 });
      }),
    );
    const order = { ...queued('left', 5), seal: { keyId: 'key-id', seal: 's'.repeat(43) } };
    await db.outbox.bulkAdd([order, queued('unsealed', 6)]);
    await expect(deliverFromWorker(clients)).resolves.toEqual({ sent: 1, waiting: 0 });
    expect(sealed).toEqual([{ key: 'key-left', auth: null, body: { keyId: 'key-id', seal: 's'.repeat(43), order: order.payload } }]);
    expect(seen).toHaveLength(0);
    expect((await db.outbox.get('left'))?.status).toBe('sent');
    expect((await db.outbox.get('unsealed'))?.status).toBe('queued');
  });

  it('keeps orders queued and rejects (so the browser fires the sync again) when the server cannot be reached', async () => {
    server.use(http.post('*/api/v1/orders', () => new HttpResponse('<html>Sign in to the Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
    await saveCredentials({ userId: 2, email: 'b@example.test', user: makeUser('CHAPTER', { id: 2 }), accessToken: 'access-b', refreshToken: 'refresh-b' });
    await db.outbox.add(queued('one', 2));
    await expect(deliverFromWorker(clients)).rejects.toThrow(/still waiting/);
    expect(await db.outbox.get('one')).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('removes the credentials of a person whose session the API refused, leaving their orders queued', async () => {
    await saveCredentials({ userId: 1, email: 'a@example.test', user: makeUser('CHAPTER', { id: 1 }), accessToken: 'access-a', refreshToken: 'revoked' });
    await db.outbox.add(queued('one', 1));
    await expect(deliverFromWorker(clients)).rejects.toThrow();
    expect(await db.credentials.get(1)).toBeUndefined();
    expect((await db.outbox.get('one'))?.status).toBe('queued');
  });
});
