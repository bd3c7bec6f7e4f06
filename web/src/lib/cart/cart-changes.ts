/**
 * The cart's changes not yet taken by the server (cartChanges, per person: decision 033). Every
 * writer of cart lines records, in the same device-database transaction, each line it touched:
 * its quantity after the change (0 when taken out, a tombstone) and the moment. Nothing here
 * talks to the network: cart-sync.ts listens through onCartChanged and sends them later, so a
 * tap never waits for it. Callers: cart-store.ts, cart-drafts.ts, the outbox's placeOrder.
 */
import { db } from '../db/database';
import { readCartSelection } from '../db/meta';
import type { CartLineRow } from '../db/rows';

/** What a write did to one line: the line as it is now, or undefined when it was taken out. */
export interface LineOutcome {
  productId: number;
  line: CartLineRow | undefined;
}

/** 'lines': the cart's lines; 'saved': the person's saved carts. */
export type CartChangeKind = 'lines' | 'saved';
type Listener = (userId: number, kind: CartChangeKind) => void;
const listeners = new Set<Listener>();

/** Called after a recorded change has been committed, with whose cart changed and what. */
export function onCartChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceCartChanged(userId: number | null | undefined, kind: CartChangeKind = 'lines'): void {
  if (userId === null || userId === undefined) return;
  for (const listener of listeners) listener(userId, kind);
}

/**
 * Inside a transaction over cartLines, meta and cartChanges: reads the touched lines as they are
 * now (only those, never the whole cart) and records a change for each in the cart owner's
 * name. Answers the owner (null for a cart nobody owns: nothing is recorded) and the outcomes.
 */
export async function recordLineChanges(productIds: readonly number[]): Promise<{ ownerId: number | null; outcomes: LineOutcome[] }> {
  const ids = [...new Set(productIds)];
  const [selection, lines] = await Promise.all([readCartSelection(), db.cartLines.bulkGet(ids)]);
  const outcomes = ids.map((productId, i) => ({ productId, line: lines[i] }));
  const ownerId = selection.ownerId ?? null;
  if (ownerId !== null && outcomes.length > 0) {
    const changedAt = new Date().toISOString();
    await db.cartChanges.bulkPut(outcomes.map(({ productId, line }) => ({ userId: ownerId, productId, quantity: line?.quantity ?? 0, changedAt })));
  }
  return { ownerId, outcomes };
}
