/**
 * Product queries. A list page is one statement: the page's rows with each included relation as
 * a JSON column (correlated subqueries over the 20 rows, never one query per product), counted
 * alongside (shoppers read the catalogue from their device; this serves the back office).
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

/**
 * The sort column, or for a search the same order through an expression no index provides. With
 * an index in sort order, PostgreSQL walks it and tests the search on every row until it has a
 * page: a term that sorts late (every 'Maple ...' after 'Ash ...' to 'Cherry ...') makes that a
 * walk through most of the catalogue. Sorting the trigram index's matches is bounded by them.
 */
function sortKey(q: ListFilter): SQL {
  const column = sortColumns[q.sortBy ?? 'name'];
  if (!q.search) return sql`${column}`;
  return q.sortBy === 'price' ? sql`(${column} + 0)` : q.sortBy === 'createdAt' || q.sortBy === 'updatedAt' ? sql`(${column} + interval '0 s')` : sql`(${column} || '')`;
}

export interface ListIncludes {
  images: boolean;
  categories: boolean;
  tags: boolean;
  vendor: boolean;
  /** Shoppers see only active images, categories and tags; admins see every link. */
  activeLinksOnly: boolean;
}

export type ImageRef = Pick<ImageRow, 'id' | 'fileKey' | 'altText' | 'sortOrder' | 'isActive'>;

export interface ListedProduct extends ProductRow {
  images?: ImageRef[];
  categories?: Array<{ id: number; name: string }>;
  tags?: Array<{ id: number; name: string }>;
  vendor?: { id: number; name: string; contactName: string; email: string };
}

const activeLink = (column: string, on: boolean) => (on ? sql.raw(` and ${column}`) : sql``);
// Drivers hand json over parsed (postgres.js, PGlite); a string means a driver that did not.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function relationColumns(inc: ListIncludes) {
  return {
    ...(inc.images && {
      images: sql<unknown>`coalesce((select json_agg(json_build_object('id', pi.id, 'fileKey', pi.file_key, 'altText', pi.alt_text, 'sortOrder', pi.sort_order, 'isActive', pi.is_active) order by pi.sort_order, pi.id)
        from product_images pi where pi.product_id = "products"."id"${activeLink('pi.is_active', inc.activeLinksOnly)}), '[]'::json)`,
    }),
    ...(inc.categories && {
      categories: sql<unknown>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
        from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = "products"."id"${activeLink('c.is_active', inc.activeLinksOnly)}), '[]'::json)`,
    }),
    ...(inc.tags && {
      tags: sql<unknown>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
        from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = "products"."id"${activeLink('t.is_active', inc.activeLinksOnly)}), '[]'::json)`,
    }),
    ...(inc.vendor && {
      vendor: sql<unknown>`(select json_build_object('id', v.id, 'name', v.name, 'contactName', v.contact_name, 'email', v.email) from vendors v where v.id = "products"."vendor_id")`,
    }),
  };
}

export async function listProducts(db: Executor, q: ListFilter, inc: ListIncludes): Promise<{ rows: ListedProduct[]; total: number }> {
  const filter = where(q);
  const direction = q.sortOrder === 'desc' ? desc : asc;
  const [found, total] = await Promise.all([
    db
      .select({ product: products, ...relationColumns(inc) })
      .from(products)
      .where(filter)
      .orderBy(direction(sortKey(q)), direction(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.$count(products, filter),
  ]);
  return { rows: found.map(listedRow), total };
}

function listedRow(r: { product: ProductRow; images?: unknown; categories?: unknown; tags?: unknown; vendor?: unknown }): ListedProduct {
  const row: ListedProduct = { ...r.product };
  if ('images' in r) row.images = parsed(r.images);
  if ('categories' in r) row.categories = parsed(r.categories);
  if ('tags' in r) row.tags = parsed(r.tags);
  if ('vendor' in r) row.vendor = parsed(r.vendor) ?? undefined;
  return row;
}

/**
 * Every id the list's filter matches, in the list's order: what an export walks. One statement
 * over the index, where paging by OFFSET made PostgreSQL build (and drop) the relations of every
 * skipped row again on each page: 20,000 products took minutes.
 */
export async function listProductIds(db: Executor, q: ListFilter): Promise<number[]> {
  const direction = q.sortOrder === 'desc' ? desc : asc;
  const rows = await db.select({ id: products.id }).from(products).where(where(q)).orderBy(direction(sortKey(q)), direction(products.id));
  return rows.map((r) => r.id);
}

/** The products of `ids` with their relations, in the order of `ids`; any removed meanwhile is left out. */
export async function listedProductsByIds(db: Executor, ids: number[], inc: ListIncludes): Promise<ListedProduct[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ product: products, ...relationColumns(inc) }).from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((r) => [r.product.id, listedRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
