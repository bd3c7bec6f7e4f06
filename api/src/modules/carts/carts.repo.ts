/** Cart lines and saved carts, always within one person's own. */
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { cartLines, savedCarts, products, vendors } = schema;

export interface LineChange {
  productId: number;
  quantity: number;
  changedAt: Date;
}

/** Writes each change unless the line holds a later one already (the later change wins; a tie keeps what is there). */
export async function mergeLines(db: Executor, userId: number, changes: LineChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(cartLines)
    .values(changes.map((c) => ({ userId, productId: c.productId, quantity: c.quantity, changedAt: c.changedAt })))
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId],
      set: { quantity: sql`excluded.quantity`, changedAt: sql`excluded.changed_at` },
      setWhere: lt(cartLines.changedAt, sql`excluded.changed_at`),
    });
}

/** The live lines (tombstones left out), oldest change first, with whether the product is still sold. */
export function liveLines(db: Executor, userId: number) {
  return db
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      changedAt: cartLines.changedAt,
      productName: products.name,
      available: sql<boolean>`coalesce(${products.isActive} and ${vendors.isActive}, false)`,
    })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(cartLines.userId, userId), gt(cartLines.quantity, 0)))
    .orderBy(asc(cartLines.changedAt), asc(cartLines.productId));
}

const savedColumns = { id: savedCarts.id, name: savedCarts.name, eventId: savedCarts.eventId, lines: savedCarts.lines, savedAt: savedCarts.savedAt, deletedAt: savedCarts.deletedAt };

export function listSaved(db: Executor, userId: number) {
  return db
    .select(savedColumns)
    .from(savedCarts)
    .where(and(eq(savedCarts.userId, userId), isNull(savedCarts.deletedAt)))
    .orderBy(desc(savedCarts.savedAt), asc(savedCarts.id));
}

export async function findSaved(db: Executor, id: string) {
  const [row] = await db.select({ ...savedColumns, userId: savedCarts.userId }).from(savedCarts).where(eq(savedCarts.id, id));
  return row;
}

export interface SavedCartWrite {
  name: string;
  eventId: number | null;
  lines: { productId: number; quantity: number }[];
  savedAt: Date;
}

/**
 * Saves it unless the row holds a later save or deletion (a tie keeps what is there). Never
 * touches another person's row with the same id: the caller answers that as not found.
 */
export async function save(db: Executor, userId: number, id: string, cart: SavedCartWrite): Promise<void> {
  const moment = sql`greatest(${savedCarts.savedAt}, coalesce(${savedCarts.deletedAt}, ${savedCarts.savedAt}))`;
  await db
    .insert(savedCarts)
    .values({ id, userId, ...cart, deletedAt: null })
    .onConflictDoUpdate({
      target: savedCarts.id,
      set: { name: sql`excluded.name`, eventId: sql`excluded.event_id`, lines: sql`excluded.lines`, savedAt: sql`excluded.saved_at`, deletedAt: null },
      setWhere: and(eq(savedCarts.userId, userId), lt(moment, sql`excluded.saved_at`)),
    });
}

/** Marks it deleted at `at` unless it was saved (or deleted) later. */
export async function markDeleted(db: Executor, userId: number, id: string, at: Date): Promise<void> {
  await db
    .update(savedCarts)
    .set({ deletedAt: at })
    .where(and(eq(savedCarts.id, id), eq(savedCarts.userId, userId), lt(savedCarts.savedAt, at), or(isNull(savedCarts.deletedAt), lt(savedCarts.deletedAt, at))));
}
