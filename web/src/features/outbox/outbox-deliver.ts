/**
 * Delivery of queued orders, the part the pages and the service worker share (worker-safe: the
 * device database, fetch and Web Locks only). Each person's queued orders are sent one at a time,
 * oldest first, with that person's own credentials; the sealed orders of people not signed in
 * here go with their seal and no session (decision 029), so they leave whoever uses the device,
 * or nobody. Each outcome is recorded on the record:
 *   201 -> sent (with the server's order summary)    422 / other 4xx -> needs_attention
 *   409 -> queued, looked at again in a few seconds  401 -> refresh the token, retry once
 *   5xx, network, time-out, a page that is not the API's -> queued with attempts + 1 and a backoff
 *   401 to a sealed order -> queued without its seal: it waits for its author to sign in
 * Nothing is dropped here; sent records older than 30 days are pruned.
 *
 * One sender at a time across pages and the worker: the Web Lock 'outbox-flush' (a lease in the
 * device database where Web Locks are missing). While holding it
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
      await db.outbox.update(localId, { ...base, status: 'sent', order: result.order, lastError: null, problem: null, attempts });
      return 'continue';
    case 'refused':
      await db.outbox.update(localId, { ...base, status: 'needs_attention', attempts, lastError: null, problem: result.problem, reasons: result.reasons, changedLines: result.changedLines });
      return 'continue';
    case 'rejected':
      await db.outbox.update(localId, { ...base, status: 'needs_attention', attempts, lastError: null, problem: result.problem, reasons: null, changedLines: null });
      return 'continue';
    case 'busy':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: null, problem: { code: 'OUTBOX_BUSY' }, nextAttemptAt: Date.now() + BUSY_RETRY_MS });
      return 'continue';
    case 'seal-refused':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: null, problem: result.problem, seal: null, nextAttemptAt: 0 });
      return 'continue';
    case 'unauthorized':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: null, problem: { code: 'OUTBOX_SIGN_IN' }, nextAttemptAt: Date.now() + backoffDelay(attempts, Math.random, capMs) });
      return 'stop';
    case 'retry':
      await db.outbox.update(localId, { ...base, status: 'queued', attempts, lastError: null, problem: result.problem, nextAttemptAt: Date.now() + backoffDelay(attempts, Math.random, capMs) });
      // The network or the server is down: the other orders would fail the same way.
      return 'stop';
  }
}

/** Sent by session when its author is one this sender speaks for, else by seal when it has one. */
const deliverable = (r: OutboxRecord, sessions: Set<number>): boolean => sessions.has(r.userId) || Boolean(r.seal);

async function sendOne(item: OutboxRecord, sessions: Set<number>, options: DeliveryOptions): Promise<{ next: Next; sent: boolean }> {
  // Claim the record unless something changed it since it was read (a discard, a resend).
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(item.localId);
    if (fresh?.status !== 'queued' || !deliverable(fresh, sessions)) return null;
    await db.outbox.update(item.localId, { status: 'sending', updatedAt: stamp() });
    return fresh;
  });
  if (!claimed) return { next: 'continue', sent: false };
  const attempts = claimed.attempts + 1;
  const seal = sessions.has(claimed.userId) ? undefined : (claimed.seal ?? undefined);
  const token = seal ? null : await options.auth.accessToken(claimed.userId);
  let result = await sendOrder(claimed.payload, token, options.apiBase, options.signal, seal);
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
  await db.outbox.where('status').equals('sending').modify({ status: 'queued', nextAttemptAt: 0 });
  await pruneSent().catch(() => 0);
  const tried = new Set<string>();
  const stopped = new Set<number>();
  for (;;) {
    const now = Date.now();
    const queued = await db.outbox.where('status').equals('queued').sortBy('createdAt');
    const next = queued.find((r) => deliverable(r, userIds) && !stopped.has(r.userId) && !tried.has(r.localId) && (options.ignoreBackoff || r.nextAttemptAt <= now));
    if (!next) {
      report.waiting = queued.filter((r) => deliverable(r, userIds)).length;
      return report;
    }
    tried.add(next.localId);
    const outcome = await sendOne(next, userIds, options);
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
  if (!locks) return withOutboxLease(run, ifAvailable, steal);
  const options: LockOptions = steal ? { steal: true } : { ifAvailable };
  return locks.request(OUTBOX_LOCK, options, async (lock) => (lock ? run() : null)) as Promise<T | null>;
}

export const OUTBOX_LEASE_KEY = 'outbox-lease';
/** A lease outlives a sender that died without giving it back by at most this long. */
export const OUTBOX_LEASE_MS = 30_000;

interface Lease {
  holder: string;
  until: number;
}

/**
 * The same one-sender rule where Web Locks are missing (older Safari): a lease in the device
 * database (meta 'outbox-lease'), taken in a transaction, renewed while the pass runs and given
 * back after it. A sender that finds a live lease of another skips (ifAvailable) or, with steal,
 * takes it over; one that died leaves a lease that runs out within OUTBOX_LEASE_MS.
 */
export async function withOutboxLease<T>(run: () => Promise<T>, ifAvailable: boolean, steal = false): Promise<T | null> {
  const holder = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const take = (force: boolean) =>
    db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(OUTBOX_LEASE_KEY))?.value as Lease | undefined;
      if (current && current.holder !== holder && current.until > Date.now() && !force) return false;
      await db.meta.put({ key: OUTBOX_LEASE_KEY, value: { holder, until: Date.now() + OUTBOX_LEASE_MS } satisfies Lease });
      return true;
    });
  while (!(await take(steal))) {
    if (ifAvailable) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Renewed only while still ours: a sender that took it over keeps it.
  const renew = setInterval(() => void take(false).catch(() => undefined), OUTBOX_LEASE_MS / 3);
  try {
    return await run();
  } finally {
    clearInterval(renew);
    await db
      .transaction('rw', db.meta, async () => {
        if (((await db.meta.get(OUTBOX_LEASE_KEY))?.value as Lease | undefined)?.holder === holder) await db.meta.delete(OUTBOX_LEASE_KEY);
      })
      .catch(() => undefined);
  }
}

/** The earliest time a queued order of these people, or a sealed one of anybody, is due; null when none waits. */
export async function nextDueAt(userIds: number[]): Promise<number | null> {
  const ids = new Set(userIds);
  const queued = (await db.outbox.where('status').equals('queued').toArray()).filter((r) => deliverable(r, ids));
  return queued.length === 0 ? null : Math.min(...queued.map((r) => r.nextAttemptAt));
}
