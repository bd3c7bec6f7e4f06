/**
 * Orders left on a shared tablet by someone who signed out (or whose session ended) before they
 * were delivered. They stay in the outbox. A sealed one (decision 029) is sent from the tablet
 * when the server answers, whoever uses it; one without a seal (queued before the device had a
 * delivery key, or whose key the server refused) waits for its author to sign in again; a refused
 * one waits for its author to see why. The sign-in page says which. The summary lives in
 * localStorage 'heldOrders' ([{ userId, email, count, sealed, refused }]) so the sign-in page
 * needs no device database: written at sign-out, brought up to date after each delivery pass of
 * a page, an entry removed when its person signs in or nothing of theirs is left to send.
 */
export const HELD_ORDERS_KEY = 'heldOrders';

export interface HeldOrders {
  userId: number;
  email: string;
  /** Every undelivered order of the person. */
  count: number;
  /** Of these, sealed and queued: they go from this tablet (absent in entries written before). */
  sealed?: number;
  /** Of these, refused by the server. */
  refused?: number;
}

/** The person's undelivered orders: sealed and queued, waiting for them, refused. */
export interface PendingOrders {
  sealed: number;
  waiting: number;
  refused: number;
}

/** Counts the person's undelivered orders by what will become of them. */
export async function pendingOrdersOf(userId: number): Promise<PendingOrders> {
  const { db } = await import('../db/database');
  const records = await db.outbox.where('userId').equals(userId).filter((r) => r.status !== 'sent').toArray();
  const refused = records.filter((r) => r.status === 'needs_attention').length;
  const sealed = records.filter((r) => r.status !== 'needs_attention' && r.seal).length;
  return { sealed, refused, waiting: records.length - sealed - refused };
}

/** What the entry says will wait for its author to sign in (all of it for entries written before seals). */
export const waitingOf = (h: HeldOrders): number => h.count - (h.sealed ?? 0) - (h.refused ?? 0);

export function readHeldOrders(): HeldOrders[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(HELD_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as HeldOrders[]).filter((h) => h.count > 0) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Calls back when the held list changes, here or in another tab; returns the unsubscribe. */
export function onHeldOrdersChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === HELD_ORDERS_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list as stored, for comparing snapshots (useSyncExternalStore needs a stable value). */
export function heldOrdersSnapshot(): string {
  try {
    return localStorage.getItem(HELD_ORDERS_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function write(list: HeldOrders[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(HELD_ORDERS_KEY);
    else localStorage.setItem(HELD_ORDERS_KEY, JSON.stringify(list));
  } catch {
    // Only the notice is lost; the orders themselves are in the device database.
  }
  for (const listener of listeners) listener();
}

/** Counts the person's undelivered orders and records them as held (nothing when there are none). */
export async function holdOrdersOf(userId: number, email: string): Promise<number> {
  const { sealed, waiting, refused } = await pendingOrdersOf(userId);
  const count = sealed + waiting + refused;
  write([...readHeldOrders().filter((h) => h.userId !== userId), ...(count > 0 ? [{ userId, email, count, sealed, refused }] : [])]);
  return count;
}

/** Counts each listed person's orders again (after a delivery pass); sent ones leave the list. */
export async function refreshHeldOrders(): Promise<void> {
  const listed = readHeldOrders();
  if (listed.length === 0) return;
  const next: HeldOrders[] = [];
  for (const h of listed) {
    const { sealed, waiting, refused } = await pendingOrdersOf(h.userId);
    const count = sealed + waiting + refused;
    if (count > 0) next.push({ userId: h.userId, email: h.email, count, sealed, refused });
  }
  // Another tab may have changed the list meanwhile: only entries counted here and still listed are replaced.
  const counted = new Set(listed.map((h) => h.userId));
  const current = readHeldOrders();
  const still = new Set(current.map((h) => h.userId));
  const merged = [...current.filter((h) => !counted.has(h.userId)), ...next.filter((h) => still.has(h.userId))];
  if (JSON.stringify(merged) !== heldOrdersSnapshot()) write(merged);
}

/** The person is back: their orders are theirs to send again. */
export function releaseHeldOrders(userId: number): void {
  write(readHeldOrders().filter((h) => h.userId !== userId));
}
