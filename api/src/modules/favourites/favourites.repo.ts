/** Favourite rows, always within one person's own. */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { favourites, products } = schema;

export function listFor(db: Executor, userId: number) {
  return db
    .select({ productId: favourites.productId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.productId));
}

export async function activeProductExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isActive, true))).limit(1);
  return row !== undefined;
}

/** Marks it; a product marked already keeps the later of the two moments. */
export async function mark(db: Executor, userId: number, productId: number, at: Date) {
  const [row] = await db
    .insert(favourites)
    .values({ userId, productId, createdAt: at })
    .onConflictDoUpdate({
      target: [favourites.userId, favourites.productId],
      set: { createdAt: sql`greatest(${favourites.createdAt}, excluded.created_at)` },
    })
    .returning({ productId: favourites.productId, createdAt: favourites.createdAt });
  return row!;
}

/** Clears it unless it was marked after `at` (a later mark wins). Returns what is kept, if any. */
export async function unmark(db: Executor, userId: number, productId: number, at: Date) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId), lte(favourites.createdAt, at)));
  const [kept] = await db
    .select({ productId: favourites.productId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  return kept;
}
