/**
 * Orders left on a shared tablet by someone who signed out (or whose session ended) before they
 * were delivered. They stay in the outbox and are sent only with their owner's session, so they
 * wait until that person signs in again; meanwhile the sign-in page says so. The summary lives in
 * localStorage 'heldOrders' ([{ userId, email, count }]) so the sign-in page needs no device
 * database: written at sign-out, an entry removed when its person signs in.
 */
export const HELD_ORDERS_KEY = 'heldOrders';

export interface HeldOrders {
  userId: number;
  email: string;
  count: number;
}

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
  const { db } = await import('../db/database');
  const count = await db.outbox.where('userId').equals(userId).filter((r) => r.status !== 'sent').count();
  write([...readHeldOrders().filter((h) => h.userId !== userId), ...(count > 0 ? [{ userId, email, count }] : [])]);
  return count;
}

/** The person is back: their orders are theirs to send again. */
export function releaseHeldOrders(userId: number): void {
  write(readHeldOrders().filter((h) => h.userId !== userId));
}
