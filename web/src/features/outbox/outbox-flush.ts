/**
 * The outbox flush loop: delivers the signed-in user's queued orders (table outbox) one at a
 * time, oldest first, and records each outcome on the record:
 *   201 -> sent (with the server's order summary)    422 / other 4xx -> needs_attention
 *   409 -> queued, looked at again in a few seconds  401 -> refresh the token, retry once
 *   5xx, network, time-out -> queued with attempts + 1, lastError and a backoff
 * Nothing is dropped here. Only one flush runs per tab, and per browser where the Web Locks API
 * exists; while holding the lock a 'sending' record can only be a crash leftover, so it is queued
 * again (safe: the server dedupes by Idempotency-Key).
 * Callers: startOutbox() (app shell), placeOrder / resend, and the triggers installed by startOutbox.
 */
import { db } from '../../lib/db/database';
import type { OutboxRecord } from '../../lib/db/rows';
import { sessionAuth, type OutboxAuth } from './outbox-auth';
import { backoffDelay, BUSY_RETRY_MS } from './backoff';
import { sendOrder, type SendResult } from './outbox-transport';

let auth: OutboxAuth = sessionAuth;
let running: Promise<void> | null = null;
let again: { ignoreBackoff: boolean } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

export function configureOutbox(options: { auth?: OutboxAuth }): void {
  if (options.auth) auth = options.auth;
}

const stamp = () => new Date().toISOString();

/** What the loop does after recording an outcome: go on with the next order, or stop for now. */
type Next = 'continue' | 'stop';

async function record(localId: string, result: SendResult, attempts: number): Promise<Next> {
  const base = { updatedAt: stamp() };
  switch (result.kind) {
    case 'sent':
      await db.outbox.update(localId, { ...base, status: 'sent', order: result.order, lastError: null, attempts });
      return 'continue';
    case 'refused':
      await db.outbox.update(localId, { ...base, status: 'needs_attention', attempts, lastError: result.message, reasons: result.reasons, changedLines: result.changedLines });
      return 'continue';
    case 'rejected':
      await db.outbox.update(localId, { ...base, status: 'needs_attention', attempts, lastError: result.message, reasons: null, changedLines: null });
      return 'continue';
    case 'busy':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: 'The server is still processing this order', nextAttemptAt: Date.now() + BUSY_RETRY_MS });
      return 'continue';
    case 'unauthorized':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: 'Sign in again to send this order', nextAttemptAt: Date.now() + backoffDelay(attempts) });
      return 'stop';
    case 'retry':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: result.message, nextAttemptAt: Date.now() + backoffDelay(attempts) });
      // The network or the server is down: the other orders would fail the same way.
      return 'stop';
  }
}

async function sendOne(item: OutboxRecord): Promise<Next> {
  // Claim the record unless something changed it since it was read (a discard, another tab).
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(item.localId);
    if (fresh?.status !== 'queued') return null;
    await db.outbox.update(item.localId, { status: 'sending', updatedAt: stamp() });
    return fresh;
  });
  if (!claimed) return 'continue';
  const attempts = claimed.attempts + 1;
  let result = await sendOrder(claimed.payload, auth.getAccessToken());
  if (result.kind === 'unauthorized') {
    const token = await auth.refreshAccessToken().catch(() => null);
    if (token) result = await sendOrder(claimed.payload, token);
  }
  return record(claimed.localId, result, attempts);
}

async function drain(ignoreBackoff: boolean): Promise<void> {
  const userId = auth.getUserId();
  if (userId === null) return;
  await db.outbox.where('status').equals('sending').modify({ status: 'queued', nextAttemptAt: 0 });
  const tried = new Set<string>();
  for (;;) {
    const now = Date.now();
    const queued = await db.outbox.where('status').equals('queued').sortBy('createdAt');
    const next = queued.find((r) => r.userId === userId && !tried.has(r.localId) && (ignoreBackoff || r.nextAttemptAt <= now));
    if (!next) return;
    tried.add(next.localId);
    if ((await sendOne(next)) === 'stop') return;
  }
}

/** Arms one timer for the earliest queued order still waiting out its backoff. */
async function scheduleNext(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const userId = auth.getUserId();
  if (userId === null) return;
  const queued = (await db.outbox.where('status').equals('queued').toArray()).filter((r) => r.userId === userId);
  if (queued.length === 0) return;
  const due = Math.min(...queued.map((r) => r.nextAttemptAt));
  timer = setTimeout(() => void flushOutbox(), Math.max(1_000, due - Date.now()));
}

async function runExclusive(ignoreBackoff: boolean): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return drain(ignoreBackoff);
  // Another tab holding the lock is flushing the same outbox; it will also arm its own timer.
  await locks.request('outbox-flush', { ifAvailable: true }, async (lock) => {
    if (lock) await drain(ignoreBackoff);
  });
}

/**
 * Sends what is due now. ignoreBackoff: a trigger that suggests the network is back (online,
 * app start, a new order) tries every queued order at once. Never rejects.
 */
export function flushOutbox(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  const ignoreBackoff = options.ignoreBackoff ?? false;
  if (running) {
    // Asked while busy: run once more afterwards so a just-queued order is not left waiting.
    again = { ignoreBackoff: ignoreBackoff || (again?.ignoreBackoff ?? false) };
    return running;
  }
  running = (async () => {
    try {
      let pass: { ignoreBackoff: boolean } | null = { ignoreBackoff };
      while (pass) {
        again = null;
        await runExclusive(pass.ignoreBackoff);
        pass = again;
      }
    } catch (error) {
      console.error('Outbox flush failed', error);
    } finally {
      running = null;
      await scheduleNext().catch(() => undefined);
    }
  })();
  return running;
}

/** Asks the service worker to wake the page when connectivity returns (Background Sync, where it exists). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('outbox'))
    .catch(() => undefined);
}

/** Stops the retry timer (tests, sign-out of the app shell). */
export function stopOutboxTimer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}
