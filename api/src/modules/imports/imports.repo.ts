/** Queries the product import needs: name lookups, the stored products of the file's SKUs, bulk writes. */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { products, productCategories, productTags, vendors, categories, tags } = schema;

export interface NamedRow {
  id: number;
  name: string;
}

export const allVendors = (db: Executor): Promise<NamedRow[]> => db.select({ id: vendors.id, name: vendors.name }).from(vendors);
export const allCategories = (db: Executor): Promise<NamedRow[]> => db.select({ id: categories.id, name: categories.name }).from(categories);
export const allTags = (db: Executor): Promise<NamedRow[]> => db.select({ id: tags.id, name: tags.name }).from(tags);

export interface StoredProduct {
  id: number;
  /** Null only for a product without a SKU, which a list export's row finds by its ID. */
  sku: string | null;
  name: string;
  description: string;
  price: number;
  packSize: number;
  vendorId: number;
  isActive: boolean;
  categoryIds: number[];
  tagIds: number[];
}

const CHUNK = 1000;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

const storedColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  description: products.description,
  price: products.price,
  packSize: products.packSize,
  vendorId: products.vendorId,
  isActive: products.isActive,
  categoryIds: sql<number[]>`coalesce((select array_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = "products"."id"), '{}')`,
  tagIds: sql<number[]>`coalesce((select array_agg(pt.tag_id order by pt.tag_id) from product_tags pt where pt.product_id = "products"."id"), '{}')`,
};
type StoredRow = Omit<StoredProduct, 'categoryIds' | 'tagIds'> & { categoryIds: unknown[]; tagIds: unknown[] };
const stored = (r: StoredRow): StoredProduct => ({ ...r, categoryIds: r.categoryIds.map(Number), tagIds: r.tagIds.map(Number) });

/** The stored products whose SKU is in the list, with their sorted category and tag ids. */
export async function productsBySku(db: Executor, skus: string[]): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  for (const part of chunks(skus)) {
    const rows = await db.select(storedColumns).from(products).where(inArray(products.sku, part));
    for (const r of rows) found.set(r.sku!, stored(r));
  }
  return found;
}

/** The stored products without a SKU among the given ids (a list export's rows that have none). */
export async function productsWithoutSku(db: Executor, ids: number[]): Promise<Map<number, StoredProduct>> {
  const found = new Map<number, StoredProduct>();
  for (const part of chunks(ids)) {
    const rows = await db.select(storedColumns).from(products).where(and(inArray(products.id, part), isNull(products.sku)));
    for (const r of rows) found.set(r.id, stored(r));
  }
  return found;
}

export type ProductFields = Omit<StoredProduct, 'id' | 'categoryIds' | 'tagIds'>;

export async function insertProducts(db: Executor, rows: ProductFields[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const inserted = await db.insert(products).values(part).returning({ id: products.id, sku: products.sku });
    for (const r of inserted) ids.set(r.sku!, r.id);
  }
  return ids;
}

/** Updates many products in one statement per 500 (UPDATE ... FROM VALUES): thousands of rows stay within the request's time. */
export async function updateProducts(db: Executor, rows: Array<ProductFields & { id: number }>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows
      .slice(i, i + 500)
      .map((r) => sql`(${r.id}::int, ${r.sku}::text, ${r.name}::text, ${r.description}::text, ${r.price}::int, ${r.packSize}::int, ${r.vendorId}::int, ${r.isActive}::boolean)`);
    await db.execute(sql`
      update products as p
      set sku = v.sku, name = v.name, description = v.description, price = v.price, pack_size = v.pack_size, vendor_id = v.vendor_id, is_active = v.is_active
      from (values ${sql.join(values, sql`, `)}) as v(id, sku, name, description, price, pack_size, vendor_id, is_active)
      where p.id = v.id`);
  }
}

/** Replaces the category and tag links of the given products. */
export async function replaceLinks(db: Executor, links: Array<{ productId: number; categoryIds: number[]; tagIds: number[] }>): Promise<void> {
  for (const part of chunks(links)) {
    const ids = part.map((l) => l.productId);
    await db.delete(productCategories).where(inArray(productCategories.productId, ids));
    await db.delete(productTags).where(inArray(productTags.productId, ids));
    const cats = part.flatMap((l) => l.categoryIds.map((categoryId) => ({ productId: l.productId, categoryId })));
    const tagRows = part.flatMap((l) => l.tagIds.map((tagId) => ({ productId: l.productId, tagId })));
    for (const c of chunks(cats)) await db.insert(productCategories).values(c);
    for (const t of chunks(tagRows)) await db.insert(productTags).values(t);
  }
}
