/**
 * Product queries. A list page is one query for the rows and one for the count, then one batched
 * query per included relation for the page's ids (never one per product).
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { ProductInput, ProductListQuery } from '@portal/contract/products';

const { products, productImages, productCategories, productTags, categories, tags, vendors } = schema;

export type ProductRow = typeof products.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

/** A search term as a lower-cased ILIKE pattern that matches it literally anywhere. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

// Raw, qualified names: Drizzle leaves columns unqualified in single-table selects, which inside
// a correlated subquery could bind to the inner table.
export const vendorIsActive = sql`exists (select 1 from vendors v where v.id = "products"."vendor_id" and v.is_active)`;

export interface ListFilter extends Omit<ProductListQuery, 'includeImages' | 'includeCategories' | 'includeTags' | 'includeVendor'> {
  /** Shoppers: only active products of active vendors. */
  visibleOnly: boolean;
}

function where(q: ListFilter): SQL | undefined {
  const c: SQL[] = [];
  if (q.visibleOnly) c.push(eq(products.isActive, true), vendorIsActive);
  else if (q.isActive !== undefined) c.push(eq(products.isActive, q.isActive));
  // search_text is already lower-cased, so a case-sensitive LIKE of the lower-cased term gives the
  // same rows as ILIKE at less cost; the trigram index serves both.
  if (q.search) c.push(sql`${products.searchText} like lower(${containsPattern(q.search)})`);
  if (q.vendorId !== undefined) c.push(eq(products.vendorId, q.vendorId));
  if (q.categoryId !== undefined) {
    c.push(sql`exists (select 1 from product_categories pc where pc.product_id = "products"."id" and pc.category_id = ${q.categoryId})`);
  }
  if (q.tagId !== undefined) c.push(sql`exists (select 1 from product_tags pt where pt.product_id = "products"."id" and pt.tag_id = ${q.tagId})`);
  if (q.minPrice !== undefined) c.push(gte(products.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(products.price, q.maxPrice));
  return c.length ? and(...c) : undefined;
}

const sortColumns = { name: products.name, price: products.price, createdAt: products.createdAt, updatedAt: products.updatedAt };

export async function listProducts(db: Executor, q: ListFilter): Promise<{ rows: ProductRow[]; total: number }> {
  const filter = where(q);
  const direction = q.sortOrder === 'desc' ? desc : asc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(filter)
      .orderBy(direction(sortColumns[q.sortBy ?? 'name']), direction(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.$count(products, filter),
  ]);
  return { rows, total };
}

export async function findProduct(db: Executor, id: number, visibleOnly: boolean): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(visibleOnly ? and(eq(products.id, id), eq(products.isActive, true), vendorIsActive) : eq(products.id, id));
  return row;
}

export async function imagesOf(db: Executor, ids: number[], activeOnly: boolean): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  const filter = inArray(productImages.productId, ids);
  return db
    .select()
    .from(productImages)
    .where(activeOnly ? and(filter, eq(productImages.isActive, true)) : filter)
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
}

export async function categoriesOf(db: Executor, ids: number[], activeOnly: boolean) {
  if (ids.length === 0) return [];
  const filter = inArray(productCategories.productId, ids);
  return db
    .select({ productId: productCategories.productId, id: categories.id, name: categories.name })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(activeOnly ? and(filter, eq(categories.isActive, true)) : filter)
    .orderBy(asc(categories.name));
}

export async function tagsOf(db: Executor, ids: number[], activeOnly: boolean) {
  if (ids.length === 0) return [];
  const filter = inArray(productTags.productId, ids);
  return db
    .select({ productId: productTags.productId, id: tags.id, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(activeOnly ? and(filter, eq(tags.isActive, true)) : filter)
    .orderBy(asc(tags.name));
}

export async function vendorsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendors.id, name: vendors.name, contactName: vendors.contactName, email: vendors.email })
    .from(vendors)
    .where(inArray(vendors.id, ids));
}

/** Which of the given ids exist in the table. */
export async function existingIds(db: Executor, table: 'vendors' | 'categories' | 'tags', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = { vendors, categories, tags }[table];
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function skuTaken(db: Executor, sku: string, exceptId?: number): Promise<boolean> {
  const filter = exceptId === undefined ? eq(products.sku, sku) : and(eq(products.sku, sku), sql`${products.id} <> ${exceptId}`);
  return (await db.$count(products, filter)) > 0;
}

type Fields = Omit<ProductInput, 'categoryIds' | 'tagIds'>;

export async function insertProduct(db: Executor, input: Fields): Promise<ProductRow> {
  const [row] = await db.insert(products).values(input).returning();
  return row!;
}

export async function updateProduct(db: Executor, id: number, input: Partial<Fields> & { isActive?: boolean }): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(input).where(eq(products.id, id)).returning();
  return row;
}

/** Replaces the product's category and tag links (the triggers bump the product's version). */
export async function setLinks(db: Executor, productId: number, categoryIds: number[], tagIds: number[]) {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  await db.delete(productTags).where(eq(productTags.productId, productId));
  if (categoryIds.length) await db.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
  if (tagIds.length) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
}

export async function orderItemCount(db: Executor, productId: number): Promise<number> {
  return db.$count(schema.orderItems, eq(schema.orderItems.productId, productId));
}

export async function deleteProduct(db: Executor, id: number): Promise<ImageRow[] | undefined> {
  const images = await db.select().from(productImages).where(eq(productImages.productId, id));
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length ? images : undefined;
}

export async function productStats(db: Executor) {
  const [row] = await db.select({
    total: sql<number>`count(*)::int`,
    active: sql<number>`(count(*) filter (where ${products.isActive}))::int`,
    withImages: sql<number>`(count(*) filter (where exists (select 1 from product_images pi where pi.product_id = "products"."id")))::int`,
    averagePrice: sql<number>`coalesce(round(avg(${products.price})), 0)::bigint`,
    totalValue: sql<number>`coalesce(sum(${products.price}), 0)::bigint`,
  }).from(products);
  return {
    total: Number(row!.total),
    active: Number(row!.active),
    inactive: Number(row!.total) - Number(row!.active),
    withImages: Number(row!.withImages),
    averagePrice: Number(row!.averagePrice),
    totalValue: Number(row!.totalValue),
  };
}
