/**
 * Named cart drafts (saved carts): the cart's lines saved under a name for one event, to reopen
 * later (in place of the cart, or added to it). They live on the device per person (a shared
 * tablet shows each member their own) and on the server (cart-sync.ts, decision 033): a save or a
 * deletion is marked pending here until the server takes it, a deletion kept as a tombstone till
 * then. Callers: the cart screen (features/cart/components/cart-drafts.tsx) through these
 * functions and useCartDrafts, and sign-out (cart-owner.ts).
 */
import { SAVED_CART_NAME_MAX } from '@portal/contract/carts';
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { announceCartChanged, recordLineChanges } from './cart-changes';
import { mirrorCart } from './cart-mirror';
import { db } from '../db/database';
import { readCartSelection, writeCartSelection } from '../db/meta';
import type { CartDraftRow } from '../db/rows';
import { reportStorageError } from '../db/storage-errors';
import { useLiveQuery } from '../db/use-live-query';

export const DRAFT_NAME_MAX = SAVED_CART_NAME_MAX;

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}

/** `userId`'s drafts, newest first. */
export async function listDrafts(userId: number): Promise<CartDraftRow[]> {
  const rows = (await db.cartDrafts.where('userId').equals(userId).toArray()).filter((d) => !d.deletedAt);
  return rows.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export const useCartDrafts = (userId: number | undefined) => useLiveQuery(() => (userId === undefined ? [] : listDrafts(userId)), [userId]);

/**
 * Saves the cart's lines as a draft named `name` for `eventId`. A draft of the same name for the
 * same event is overwritten (saving again updates it). Resolves the draft and whether it replaced one.
 */
export async function saveDraft(userId: number, name: string, eventId: number | null): Promise<{ draft: CartDraftRow; replaced: boolean }> {
  const clean = name.trim().slice(0, DRAFT_NAME_MAX);
  if (!clean) throw new Error('A draft needs a name');
  const saved = await guarded(() =>
    db.transaction('rw', db.cartLines, db.cartDrafts, async () => {
      const lines = (await db.cartLines.orderBy('addedAt').toArray()).map(({ productId, quantity }) => ({ productId, quantity }));
      const same = (await listDrafts(userId)).find((d) => d.eventId === eventId && d.name.toLocaleLowerCase() === clean.toLocaleLowerCase());
      const draft: CartDraftRow = { id: same?.id ?? crypto.randomUUID(), userId, name: clean, eventId, lines, savedAt: new Date().toISOString(), pending: true, deletedAt: null };
      await db.cartDrafts.put(draft);
      return { draft, replaced: same !== undefined };
    }),
  );
  announceCartChanged(userId, 'saved');
  return saved;
}

/** Deletes it from the lists at once; the row stays as a tombstone until the server has taken the deletion. */
export async function deleteDraft(userId: number, id: string): Promise<void> {
  await guarded(() =>
    db.transaction('rw', db.cartDrafts, async () => {
      const draft = await db.cartDrafts.get(id);
      if (draft?.userId === userId) await db.cartDrafts.put({ ...draft, deletedAt: new Date().toISOString(), pending: true });
    }),
  );
  announceCartChanged(userId, 'saved');
}

/**
 * Puts a draft in the cart: 'replace' empties the cart first, 'merge' adds the draft's quantities
 * to the lines already there. The cart's event becomes the draft's. The draft itself stays.
 */
export async function openDraft(userId: number, id: string, mode: 'replace' | 'merge'): Promise<CartDraftRow | null> {
  const opened = await guarded(() =>
    db.transaction('rw', db.cartLines, db.meta, db.cartDrafts, db.cartChanges, async () => {
      const found = await db.cartDrafts.get(id);
      if (!found || found.userId !== userId || found.deletedAt) return null;
      const before = (await db.cartLines.toCollection().primaryKeys()) as number[];
      if (mode === 'replace') await db.cartLines.clear();
      const now = Date.now();
      const present = await db.cartLines.bulkGet(found.lines.map((l) => l.productId));
      await db.cartLines.bulkPut(
        found.lines.map((line, i) => {
          const existing = present[i];
          return {
            // A line already in the cart keeps what it knows of its product (cart-line-names.ts).
            ...existing,
            productId: line.productId,
            quantity: Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity),
            // New lines keep the draft's order, after the lines already in the cart.
            addedAt: existing?.addedAt ?? new Date(now + i).toISOString(),
          };
        }),
      );
      if (found.eventId !== null) await writeCartSelection({ ...(await readCartSelection()), eventId: found.eventId });
      const draftIds = found.lines.map((l) => l.productId);
      const { ownerId } = await recordLineChanges(mode === 'replace' ? [...before, ...draftIds] : draftIds);
      return { found, ownerId };
    }),
  );
  if (!opened) return null;
  await mirrorCart();
  announceCartChanged(opened.ownerId);
  return opened.found;
}
