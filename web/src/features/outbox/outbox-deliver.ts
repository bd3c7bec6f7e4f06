/**
 * Delivery of queued orders, the part the pages and the service worker share (worker-safe: the
 * device database, fetch and Web Locks only). Each person's queued orders are sent one at a time,
 * oldest first, with that person's own credentials, and each outcome is recorded on the record:
 *   201 -> sent (with the server's order summary)    422 / other 4xx -> needs_attention
 *   409 -> queued, looked at again in a few seconds  401 -> refresh the token, retry once
 *   5xx, network, time-out, a page that is not the API's -> queued with attempts + 1 and a backoff
 * Nothing is dropped here; sent records older than 30 days are pruned.
 *
 * One sender at a time across pages and the worker: the Web Lock 'outbox-flush'. While holding it
 * a 'sending' record can only be a leftover of a sender that died, so it is queued again (safe:
 * the server dedupes by Idempotency-Key, which is what exactly-once rests on).
 */
import { db } from '../../lib/db/database';
import type { OutboxRecord } from '../../lib/db/rows';
import { backoffDelay, BUSY_RETRY_MS } from './backoff';
import { sendOrder, type SendResult } from './outbox-transport';

export const OUTBOX_LOCK = 'outbox-flush';
export const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeliveryAuth {
  /** The people whose orders this sender may send (the page: the signed-in one; the worker: each with stored credentials). */
  userIds(): Promise<number[]> | number[];
  accessToken(userId: number): Promise<string | null> | string | null;
  /** A fresh token, or a rejection (refused: the session is over; otherwise: try later). */
  refresh(userId: number, staleToken: string | null): Promise<string>;
}

export interface DeliveryOptions {
  auth: DeliveryAuth;
  apiBase: string;
  ignoreBackoff: boolean;
  /** The longest wait after a failure (short while the server is known to answer). */
  backoffCapMs?: number;
  /** Told when a send got no answer from the API, so connectivity can be re-measured at once. */
  onUnreachable?(): void;
  /** Told when the API answered a send (it is reachable). */
  onReachable?(): void;
  /** Aborts a send in flight (one left hanging by a network that has since come back). */
  signal?: AbortSignal;
}

export interface DeliveryReport {
  sent: number;
  /** Orders still queued for these people after this pass (waiting out a backoff or a failure). */
  waiting: number;
}

const stamp = () => new Date().toISOString();

/** What the loop does after recording an outcome: go on with the next order, or stop for this person. */
type Next = 'continue' | 'stop';

async function record(localId: string, result: SendResult, attempts: number, capMs: number | undefined): Promise<Next> {
  // A sender whose lock was taken over may answer late: it never turns a delivered order back.
  if (result.kind !== 'sent' && (await db.outbox.get(localId))?.status === 'sent') return 'continue';
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
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: 'Sign in again to send this order', nextAttemptAt: Date.now() + backoffDelay(attempts, Math.random, capMs) });
      return 'stop';
    case 'retry':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: result.message, nextAttemptAt: Date.now() + backoffDelay(attempts, Math.random, capMs) });
      // The network or the server is down: the other orders would fail the same way.
      return 'stop';
  }
}

async function sendOne(item: OutboxRecord, options: DeliveryOptions): Promise<{ next: Next; sent: boolean }> {
  // Claim the record unless something changed it since it was read (a discard, a resend).
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(item.localId);
    if (fresh?.status !== 'queued') return null;
    await db.outbox.update(item.localId, { status: 'sending', updatedAt: stamp() });
    return fresh;
  });
  if (!claimed) return { next: 'continue', sent: false };
  const attempts = claimed.attempts + 1;
  const token = await options.auth.accessToken(claimed.userId);
  let result = await sendOrder(claimed.payload, token, options.apiBase, options.signal);
  if (result.kind === 'unauthorized') {
    const fresh = await options.auth.refresh(claimed.userId, token).catch(() => null);
    if (fresh) result = await sendOrder(claimed.payload, fresh, options.apiBase, options.signal);
  }
  if (result.kind === 'retry' && result.unreachable) options.onUnreachable?.();
  else options.onReachable?.();
  return { next: await record(claimed.localId, result, attempts, options.backoffCapMs), sent: result.kind === 'sent' };
}

/** Sent records are kept 30 days as the device's order history, then pruned. */
export async function pruneSent(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - SENT_RETENTION_MS).toISOString();
  return db.outbox.where('status').equals('sent').filter((r) => r.updatedAt < cutoff).delete();
}

/** Sends what is due now for each person the auth speaks for. Call it holding OUTBOX_LOCK. */
export async function deliverDue(options: DeliveryOptions): Promise<DeliveryReport> {
  const userIds = new Set(await options.auth.userIds());
  const report: DeliveryReport = { sent: 0, waiting: 0 };
  if (userIds.size === 0) return report;
  await db.outbox.where('status').equals('sending').modify({ status: 'queued', nextAttemptAt: 0 });
  await pruneSent().catch(() => 0);
  const tried = new Set<string>();
  const stopped = new Set<number>();
  for (;;) {
    const now = Date.now();
    const queued = await db.outbox.where('status').equals('queued').sortBy('createdAt');
    const next = queued.find((r) => userIds.has(r.userId) && !stopped.has(r.userId) && !tried.has(r.localId) && (options.ignoreBackoff || r.nextAttemptAt <= now));
    if (!next) {
      report.waiting = queued.filter((r) => userIds.has(r.userId)).length;
      return report;
    }
    tried.add(next.localId);
    const outcome = await sendOne(next, options);
    if (outcome.sent) report.sent += 1;
    if (outcome.next === 'stop') stopped.add(next.userId);
  }
}

/**
 * Runs `run` holding the outbox lock; with ifAvailable, skips (resolves null) when another sender
 * holds it; with steal, takes it over (a page that sees the server back while the worker still
 * waits on a dead connection: a record sent twice meanwhile is deduplicated by the server).
 */
export async function withOutboxLock<T>(run: () => Promise<T>, ifAvailable: boolean, steal = false): Promise<T | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return run();
  const options: LockOptions = steal ? { steal: true } : { ifAvailable };
  return locks.request(OUTBOX_LOCK, options, async (lock) => (lock ? run() : null)) as Promise<T | null>;
}

/** The earliest time a queued order of these people is due, or null when none waits. */
export async function nextDueAt(userIds: number[]): Promise<number | null> {
  const ids = new Set(userIds);
  const queued = (await db.outbox.where('status').equals('queued').toArray()).filter((r) => ids.has(r.userId));
  return queued.length === 0 ? null : Math.min(...queued.map((r) => r.nextAttemptAt));
}
