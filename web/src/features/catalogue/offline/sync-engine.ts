/**
 * The catalogue sync engine. Pulls pages of changes from GET /sync/catalogue, starting at the
 * cursor stored in the device database (meta 'catalogue'), until the server says hasMore: false;
 * each page is stored with its cursor (sync-apply.ts), so an interrupted first sync resumes where
 * it stopped. A reset answer drops the local catalogue and starts again from cursor 0.
 *
 * One run at a time per tab (a second call joins the running one) and, where the Web Locks API
 * exists, per browser. Callers: the app shell calls startCatalogueSync() once after sign-in;
 * screens may call syncCatalogueNow() (pull to refresh). Progress: lib/catalogue/sync-progress.ts.
 */
import { SYNC_PAGE_MAX } from '@portal/contract/rules';
import type { SyncEvent, SyncPage } from '@portal/contract/sync';
import { onPageRestored } from '../../../lib/db/frozen-pages';
import { readCatalogueMeta } from '../../../lib/db/meta';
import { reportStorageError } from '../../../lib/db/storage-errors';
import { applyPage, clearCatalogue, replaceEvents } from './sync-apply';
import { setSyncProgress } from '../../../lib/catalogue/sync-progress';
import { SyncResetLoopError, syncFailureOf } from '../../../lib/catalogue/sync-failure';
import { apiSyncTransport, type SyncTransport } from './sync-transport';

export const SYNC_INTERVAL_MS = 5 * 60 * 1000;
/** A server that keeps answering reset must not keep the loop spinning. */
const MAX_RESETS_PER_RUN = 2;

let transport: SyncTransport = apiSyncTransport;
let pageSize = SYNC_PAGE_MAX;
let running: Promise<void> | null = null;

/** Tests and embedders swap how pages are fetched. */
export function configureCatalogueSync(options: { transport?: SyncTransport; pageSize?: number }): void {
  if (options.transport) transport = options.transport;
  if (options.pageSize) pageSize = options.pageSize;
}

/**
 * A catalogue synced for another owner: its events are that chapter's, everything else is the
 * same for everyone. The new owner's events are fetched whole (a few pages at most) and replace
 * the old ones at once; the rest stays and goes on from its cursor.
 */
async function takeOver(ownerId: number | string): Promise<void> {
  const events: SyncEvent[] = [];
  let cursor = 0;
  for (;;) {
    const page = await transport.fetchPage(cursor, pageSize, 'events');
    events.push(...page.changes.events);
    if (!page.hasMore || page.reset) break;
    cursor = page.cursor;
  }
  await replaceEvents(events, ownerId);
}

async function pullAll(ownerId: number | string): Promise<void> {
  const before = await readCatalogueMeta();
  if (before.ownerId !== ownerId) {
    // Nothing worth keeping yet (a first sync, or one cut short): start from nothing.
    if (before.ownerId === null || before.cursor === 0) await clearCatalogue(ownerId);
    else await takeOver(ownerId);
  }
  const { cursor } = await readCatalogueMeta();
  let rowsDone = 0;
  let resets = 0;
  setSyncProgress({ running: true, rowsDone: 0, estimatedTotal: null, error: null });
  // The next page is asked for while this one is stored, so the network and the device database
  // work at the same time. A page fetched ahead is dropped if storing fails: the stored cursor
  // only moves once a page is stored, so the next run asks for it again.
  let next: Promise<SyncPage> | null = transport.fetchPage(cursor, pageSize);
  while (next) {
    const page: SyncPage = await next;
    if (page.reset) {
      if (++resets > MAX_RESETS_PER_RUN) throw new SyncResetLoopError();
      await clearCatalogue(ownerId);
      rowsDone = 0;
      next = transport.fetchPage(0, pageSize);
      continue;
    }
    next = page.hasMore ? transport.fetchPage(page.cursor, pageSize) : null;
    // Not awaited until the loop comes back: a failure while storing must not leave it unhandled.
    next?.catch(() => undefined);
    const syncedAt = new Date();
    rowsDone += await applyPage(page, syncedAt);
    // The server gives no total; a page-sized guess keeps the bar moving without promising an end.
    const total = (page as { total?: number }).total;
    const estimatedTotal = typeof total === 'number' ? Math.max(total, rowsDone) : page.hasMore ? rowsDone + pageSize : rowsDone;
    setSyncProgress({ rowsDone, estimatedTotal, lastSyncedAt: syncedAt.toISOString() });
  }
}

async function runExclusive(ownerId: number | string): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return pullAll(ownerId);
  // Another tab holding the lock is already syncing the same database: nothing to do here.
  await locks.request('catalogue-sync', { ifAvailable: true }, async (lock) => {
    if (lock) await pullAll(ownerId);
  });
}

/** Runs a sync now, or joins the one already running. Never rejects: failures go to progress.error. */
export function syncCatalogueNow(): Promise<void> {
  const ownerId = transport.ownerId();
  if (ownerId === null) return Promise.resolve();
  running ??= runExclusive(ownerId)
    .catch((error: unknown) => {
      reportStorageError(error);
      setSyncProgress({ error: syncFailureOf(error) });
    })
    .finally(() => {
      running = null;
      setSyncProgress({ running: false });
    });
  return running;
}

/**
 * Syncs now, when the browser comes back online, every five minutes and, given onSessionChange,
 * after a sign-in. Returns a stop function.
 */
export function startCatalogueSync(options: { onSessionChange?: (listener: () => void) => () => void } = {}): () => void {
  void readCatalogueMeta().then((meta) => setSyncProgress({ lastSyncedAt: meta.lastSyncedAt }));
  const onOnline = () => void syncCatalogueNow();
  window.addEventListener('online', onOnline);
  const timer = setInterval(onOnline, SYNC_INTERVAL_MS);
  const stopSession = options.onSessionChange?.(onOnline);
  // A page back from the back/forward cache had its writes aborted as it was frozen
  // (lib/db/frozen-pages.ts): once the cut run has settled, the sync goes on from its cursor.
  const stopRestored = onPageRestored(() => void (running ?? Promise.resolve()).then(() => syncCatalogueNow()));
  void syncCatalogueNow();
  return () => {
    stopSession?.();
    stopRestored();
    window.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}
