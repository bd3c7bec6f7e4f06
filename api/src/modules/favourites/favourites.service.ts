/**
 * A shopper's favourites. Each change carries when it was made on the device; the later change to
 * one product wins (a heart cleared offline does not undo one set since on another tablet). A
 * moment in the future counts as now, so a device with a fast clock cannot pin a state.
 */
import type { Executor } from '@portal/db';
import type { FavouriteList, FavouriteState } from '@portal/contract/favourites';
import { notFound } from '../../lib/errors';
import * as repo from './favourites.repo';

const notAfterNow = (at: Date | undefined): Date => {
  const now = new Date();
  return at && at < now ? at : now;
};

export async function list(db: Executor, userId: number): Promise<FavouriteList> {
  const rows = await repo.listFor(db, userId);
  return { items: rows.map((r) => ({ productId: r.productId, createdAt: r.createdAt.toISOString() })) };
}

export async function mark(db: Executor, userId: number, productId: number, at?: Date): Promise<FavouriteState> {
  if (!(await repo.activeProductExists(db, productId))) throw notFound('product');
  const row = await repo.mark(db, userId, productId, notAfterNow(at));
  return { productId, favourite: true, changedAt: row.createdAt.toISOString() };
}

/** Idempotent: clearing a product that is no favourite (or no longer exists) answers its state. */
export async function unmark(db: Executor, userId: number, productId: number, at?: Date): Promise<FavouriteState> {
  const kept = await repo.unmark(db, userId, productId, notAfterNow(at));
  return kept ? { productId, favourite: true, changedAt: kept.createdAt.toISOString() } : { productId, favourite: false, changedAt: null };
}
