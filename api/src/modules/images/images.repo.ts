/** Product image rows. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { productImages, products } = schema;
export type ImageRow = typeof productImages.$inferSelect;

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  return (await db.$count(products, eq(products.id, productId))) > 0;
}

export async function nextSortOrder(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${productImages.sortOrder})` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertImages(db: Executor, rows: Array<typeof productImages.$inferInsert>): Promise<ImageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(productImages).values(rows).returning();
}

export async function findImage(db: Executor, imageId: number): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(productImages).where(eq(productImages.id, imageId));
  return row;
}

export async function imagesOfProduct(db: Executor, productId: number): Promise<ImageRow[]> {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

export async function countOwned(db: Executor, productId: number, ids: number[]): Promise<number> {
  return db.$count(productImages, and(eq(productImages.productId, productId), inArray(productImages.id, ids)));
}

export async function updateImage(db: Executor, imageId: number, values: { altText?: string | null; sortOrder?: number; isActive?: boolean }) {
  const [row] = await db.update(productImages).set(values).where(eq(productImages.id, imageId)).returning();
  return row;
}

export async function deleteImage(db: Executor, imageId: number) {
  await db.delete(productImages).where(eq(productImages.id, imageId));
}
