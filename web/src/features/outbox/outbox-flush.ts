/**
 * The page's outbox flush loop: delivers the signed-in person's queued orders and the sealed
 * orders of people who signed out (outbox-deliver.ts does the sending, shared with the service
 * worker), keeps the signed-in person's orders sealed (lib/session/order-seals.ts), and arms
 * one timer for the next due retry.
 * Only one sender runs at a time across pages and the worker (Web Lock 'outbox-flush'); a page
 * that finds the lock taken leaves the work to its holder and looks again on its timer.
 * Callers: startOutbox() (app shell), placeOrder / resend, and the triggers installed by startOutbox.
 */
import { API_BASE_PATH } from '@portal/contract/rules';
import { refreshHeldOrders } from '../../lib/session/held-orders';
import { OUTBOX_SYNC_TAG } from '../../lib/sw-protocol';
import { BACKOFF_CAP_MS, BACKOFF_CAP_ONLINE_MS } from './backoff';
import type { OutboxAuth } from './outbox-auth';
import { deliverDue, nextDueAt, withOutboxLock, type DeliveryAuth } from './outbox-deliver';
import { keepOrdersSealed } from '../../lib/session/order-seals';

/** Until the app shell configures it, nobody is signed in as far as the outbox knows. */
const nobody: OutboxAuth = { getUserId: () => null, getAccessToken: () => null, refreshAccessToken: () => Promise.reject(new Error('Not signed in')) };

let auth: OutboxAuth = nobody;
let apiBase = API_BASE_PATH;
let isOnline: () => boolean = () => true;
let onUnreachable: () => void = () => undefined;
let onReachable: () => void = () => undefined;
let running: Promise<void> | null = null;
let again: { ignoreBackoff: boolean } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const deliveredListeners = new Set<() => void>();

export interface OutboxConfig {
  auth?: OutboxAuth;
  apiBase?: string;
  /** Whether the server is known to answer right now (connectivity): retries are then kept short. */
  isOnline?: () => boolean;
  onUnreachable?: () => void;
  onReachable?: () => void;
}

export function configureOutbox(options: OutboxConfig): void {
  if (options.auth) auth = options.auth;
  if (options.apiBase) apiBase = options.apiBase;
  if (options.isOnline) isOnline = options.isOnline;
  if (options.onUnreachable) onUnreachable = options.onUnreachable;
  if (options.onReachable) onReachable = options.onReachable;
}

/** Told after every flush pass (screens waiting for an acknowledgement look again). */
export function onFlushed(listener: () => void): () => void {
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

function deliveryAuth(): DeliveryAuth {
  return {
    userIds: () => {
      const id = auth.getUserId();
      return id === null ? [] : [id];
    },
    // Only the signed-in person's orders are sent here, with that person's token.
    accessToken: () => auth.getAccessToken(),
    refresh: () => auth.refreshAccessToken(),
  };
}

/** The worker (or another tab) held the lock: look again shortly rather than on the backoff timer. */
const BUSY_LOCK_RETRY_MS = 1_000;
let lockBusy = false;
let inFlight: AbortController | null = null;
let stealNext = false;

let sealing: Promise<void> | null = null;

/**
 * Asks for the signed-in person's delivery key when they have none and seals their orders, beside
 * the delivery pass rather than before it: with no network the request may hang for its time-out.
 */
function keepSealed(): void {
  const userId = auth.getUserId();
  const fetchKey = auth.fetchDeliveryKey;
  if (userId === null || !fetchKey || sealing) return;
  sealing = keepOrdersSealed(userId, fetchKey)
    .catch(() => undefined)
    .finally(() => {
      sealing = null;
    });
}

async function drain(ignoreBackoff: boolean): Promise<void> {
  keepSealed();
  const steal = stealNext;
  stealNext = false;
  inFlight = new AbortController();
  const signal = inFlight.signal;
  const report = await withOutboxLock(
    () =>
      deliverDue({
        auth: deliveryAuth(),
        apiBase,
        ignoreBackoff,
        backoffCapMs: isOnline() ? BACKOFF_CAP_ONLINE_MS : BACKOFF_CAP_MS,
        onUnreachable,
        onReachable,
        signal,
      }),
    true,
    steal,
  );
  lockBusy = report === null;
}

/** Arms one timer for the earliest queued order still waiting out its backoff. */
async function scheduleNext(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const userId = auth.getUserId();
  // Nobody signed in: the sealed orders of those who signed out are still due.
  const due = await nextDueAt(userId === null ? [] : [userId]);
  if (due === null) return;
  const wait = lockBusy ? BUSY_LOCK_RETRY_MS : Math.max(1_000, due - Date.now());
  timer = setTimeout(() => void flushOutbox({ ignoreBackoff: lockBusy }), wait);
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
        await drain(pass.ignoreBackoff);
        pass = again;
      }
    } catch (error) {
      console.error('Outbox flush failed', error);
    } finally {
      running = null;
      await scheduleNext().catch(() => undefined);
      await refreshHeldOrders().catch(() => undefined);
      for (const listener of deliveredListeners) listener();
    }
  })();
  return running;
}

/**
 * The server answers again: a send still hanging on the old connection is given up (the same
 * Idempotency-Key goes again at once, which the server dedupes) and every queued order is tried.
 */
export function flushOnReconnect(): void {
  inFlight?.abort();
  // The worker may still be waiting on a connection that died: this page takes over now.
  stealNext = true;
  void flushOutbox({ ignoreBackoff: true });
}

/** However often the server answers, an order waiting out a backoff is tried at most this often. */
export const WELL_RETRY_MIN_MS = 2_000;
let lastWellRetry = 0;

/**
 * The server answered another request well (lib/api/reachability.ts onServerWell): an order
 * waiting out its backoff is tried now rather than when its timer fires. Nothing happens while a
 * pass runs or when no order waits. The outbox's own answers do not count (a 409 or a 503 to an
 * order would otherwise retry it in a loop).
 */
export function retryOnServerWell(): void {
  if (running || timer === null) return;
  const now = Date.now();
  if (now - lastWellRetry < WELL_RETRY_MIN_MS) return;
  lastWellRetry = now;
  void flushOutbox({ ignoreBackoff: true });
}

/**
 * Asks the browser to fire Background Sync when connectivity returns, so the service worker
 * delivers even if every window is closed by then (where the browser has it).
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/** Stops the retry timer (tests, sign-out of the app shell). */
export function stopOutboxTimer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}
