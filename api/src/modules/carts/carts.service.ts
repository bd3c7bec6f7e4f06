/**
 * A shopper's cart and saved carts, kept per person (decision 033). Each change carries when it
 * was made on the device; per cart line, and per saved cart, the later change wins, whichever
 * device or order they arrive in. A removal is a tombstone (quantity 0, or a deletion moment), so
 * an older change sent late by an offline tablet cannot bring a line or a saved cart back. A
 * moment in the future counts as now, so a device with a fast clock cannot pin a state.
 */
import type { Executor } from '@portal/db';
import type { CartChange, CartView, SavedCartBody, SavedCartList, SavedCartState, SavedCartView } from '@portal/contract/carts';
import { notFound } from '../../lib/errors';
import * as repo from './carts.repo';

const notAfterNow = (at: Date | undefined): Date => {
  const now = new Date();
  return at && at < now ? at : now;
};

export async function read(db: Executor, userId: number): Promise<CartView> {
  const rows = await repo.liveLines(db, userId);
  return { lines: rows.map((r) => ({ productId: r.productId, quantity: r.quantity, changedAt: r.changedAt.toISOString(), available: r.available, productName: r.productName })) };
}

/** Merges the device's changes and answers the merged cart, which the device writes back. */
export async function merge(db: Executor, userId: number, changes: CartChange[]): Promise<CartView> {
  await repo.mergeLines(
    db,
    userId,
    changes.map((c) => ({ ...c, changedAt: notAfterNow(c.changedAt) })),
  );
  return read(db, userId);
}

type SavedRow = Awaited<ReturnType<typeof repo.listSaved>>[number];
const savedView = (row: SavedRow): SavedCartView => ({ id: row.id, name: row.name, eventId: row.eventId, lines: row.lines, savedAt: row.savedAt.toISOString() });

export async function listSaved(db: Executor, userId: number): Promise<SavedCartList> {
  return { items: (await repo.listSaved(db, userId)).map(savedView) };
}

async function stateOf(db: Executor, userId: number, id: string): Promise<SavedCartState> {
  const row = await repo.findSaved(db, id);
  if (!row || row.userId !== userId) return { id, savedCart: null };
  return { id, savedCart: row.deletedAt ? null : savedView(row) };
}

export async function save(db: Executor, userId: number, id: string, body: SavedCartBody): Promise<SavedCartState> {
  const owner = (await repo.findSaved(db, id))?.userId;
  // Another person's id (ids are made on devices): answered as absent, never overwritten.
  if (owner !== undefined && owner !== userId) throw notFound('savedCart');
  await repo.save(db, userId, id, { ...body, savedAt: notAfterNow(body.savedAt) });
  return stateOf(db, userId, id);
}

/** Idempotent: deleting a saved cart that is not there (or not the person's) answers it absent. */
export async function remove(db: Executor, userId: number, id: string, at?: Date): Promise<SavedCartState> {
  await repo.markDeleted(db, userId, id, notAfterNow(at));
  return stateOf(db, userId, id);
}
