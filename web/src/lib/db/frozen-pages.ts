/**
 * WebKit (Safari, every iPad browser) keeps a page it puts in the back/forward cache frozen with
 * its IndexedDB transactions still open, and the storage process keeps their locks: a write the
 * catalogue sync had under way when the shopper opened another page of the app (a link that
 * loads a page, a bookmark, the Home Screen icon) blocks every later read of that store for as
 * long as the frozen page lives, which is the rest of the session (decision 022).
 *
 * So the device database's transactions are tracked (a Dexie middleware: the IndexedDB core hands
 * back the IDBTransaction it opened), and a page about to be frozen (pagehide with persisted)
 * aborts those still open: a sync page cut short is written again from its cursor; a page brought
 * back (pageshow with persisted) tells its listeners, which start their work again. Only lib/db
 * installs this.
 */
import type { DBCore, DBCoreTransaction, Middleware } from 'dexie';

interface Abortable {
  abort(): void;
}

const open = new Set<Abortable>();
const restoredListeners = new Set<() => void>();

function track(tx: DBCoreTransaction): void {
  const native = tx as unknown as Partial<Abortable & EventTarget>;
  if (typeof native.abort !== 'function' || typeof native.addEventListener !== 'function') return;
  const entry = native as Abortable & EventTarget;
  open.add(entry);
  const forget = () => open.delete(entry);
  for (const type of ['complete', 'abort', 'error']) entry.addEventListener(type, forget, { once: true });
}

export const openTransactions: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'open-transactions',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const tx = down.transaction(stores, mode, options);
      track(tx);
      return tx;
    },
  }),
};

/** Aborts every transaction of this page still open; returns how many. */
export function abortOpenTransactions(): number {
  let aborted = 0;
  for (const tx of [...open]) {
    open.delete(tx);
    try {
      tx.abort();
      aborted += 1;
    } catch {
      // finished meanwhile
    }
  }
  return aborted;
}

export const openTransactionCount = (): number => open.size;

/** Calls `listener` when the page comes back from the back/forward cache. */
export function onPageRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

interface PageTransitions {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { persisted?: boolean }) => void): void;
}

let installed = false;
/** Pages only (the service worker is never frozen this way, and has no window). */
export function guardAgainstFrozenPages(target: PageTransitions | undefined = (globalThis as { window?: PageTransitions }).window): void {
  if (installed || !target) return;
  installed = true;
  target.addEventListener('pagehide', (event) => {
    if (event.persisted) abortOpenTransactions();
  });
  target.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const listener of [...restoredListeners]) listener();
  });
}
