/**
 * Product rules: shoppers see only active products of active vendors (whatever isActive they
 * send); SKUs are unique; referenced vendors, categories and tags must exist; a product that
 * appears on an order cannot be deleted (order history keeps it), only deactivated.
 */
import type { Database, Executor } from '@portal/db';
import { paginationOf } from '@portal/contract/common';
import type { Product, ProductInput, ProductList, ProductListQuery } from '@portal/contract/products';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, ValidationError, notFound, type FieldRules } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Storage } from '../../lib/storage';
import { groupBy, toListedProduct, toProduct, type Related } from './product-view';
import { recordAudit } from '../audit/audit.repo';
import * as repo from './products.repo';

export const isAdmin = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

interface Includes {
  includeImages: boolean;
  includeCategories: boolean;
  includeTags: boolean;
  includeVendor: boolean;
}
const ALL: Includes = { includeImages: true, includeCategories: true, includeTags: true, includeVendor: true };

// Shoppers see only active images, categories and tags on a product; admins see every link.
async function withRelations(db: Executor, rows: repo.ProductRow[], inc: Includes, admin: boolean): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [images, categories, tags, vendors] = await Promise.all([
    inc.includeImages ? repo.imagesOf(db, ids, !admin) : undefined,
    inc.includeCategories ? repo.categoriesOf(db, ids, !admin) : undefined,
    inc.includeTags ? repo.tagsOf(db, ids, !admin) : undefined,
    inc.includeVendor ? repo.vendorsByIds(db, [...new Set(rows.map((r) => r.vendorId))]) : undefined,
  ]);
  const related: Related = {
    images: images && groupBy(images),
    categories: categories && groupBy(categories),
    tags: tags && groupBy(tags),
    vendors: vendors && new Map(vendors.map((v) => [v.id, v])),
  };
  return rows.map((r) => toProduct(r, related));
}

/** A page of the catalogue as the back office and the online product screens ask for it. */
export async function list(db: Database, user: AuthUser, query: ProductListQuery): Promise<ProductList> {
  const admin = isAdmin(user);
  const { rows, total } = await repo.listProducts(
    db,
    { ...query, visibleOnly: !admin },
    { images: query.includeImages, categories: query.includeCategories, tags: query.includeTags, vendor: query.includeVendor, activeLinksOnly: !admin },
  );
  return { products: rows.map(toListedProduct), pagination: paginationOf(query.page, query.limit, total) };
}

/** Rows an export reads per statement: about 150 KB of CSV, and a statement well inside its timeout. */
const EXPORT_BATCH = 1000;

/**
 * Every product the list's query matches (or only those of `onlyIds`), in the list's order and as
 * the list shows them, read EXPORT_BATCH at a time after one statement for the ids: an export
 * writes the first rows at once and never holds the whole list.
 */
export async function* exportRows(db: Database, user: AuthUser, query: Omit<ProductListQuery, 'page' | 'limit'>, onlyIds?: number[]): AsyncGenerator<Product> {
  const admin = isAdmin(user);
  const wanted = onlyIds ? new Set(onlyIds) : null;
  const ids = (await repo.listProductIds(db, { page: 1, limit: 1, ...query, visibleOnly: !admin })).filter((id) => !wanted || wanted.has(id));
  const inc = { images: query.includeImages, categories: query.includeCategories, tags: query.includeTags, vendor: query.includeVendor, activeLinksOnly: !admin };
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    for (const row of await repo.listedProductsByIds(db, ids.slice(i, i + EXPORT_BATCH), inc)) yield toListedProduct(row);
  }
}

export async function get(db: Executor, user: AuthUser, id: number): Promise<Product> {
  const admin = isAdmin(user);
  const row = await repo.findProduct(db, id, !admin);
  if (!row) throw notFound('product');
  return (await withRelations(db, [row], ALL, admin))[0]!;
}

async function checkReferences(db: Executor, input: ProductInput, exceptId?: number) {
  const rules: FieldRules = {};
  const [vendor, cats, tagSet] = await Promise.all([
    repo.existingIds(db, 'vendors', [input.vendorId]),
    repo.existingIds(db, 'categories', input.categoryIds),
    repo.existingIds(db, 'tags', input.tagIds),
  ]);
  if (!vendor.has(input.vendorId)) rules.vendorId = { code: 'VENDOR_NOT_FOUND' };
  const missingCats = input.categoryIds.filter((id) => !cats.has(id));
  if (missingCats.length) rules.categoryIds = { code: 'UNKNOWN_CATEGORY_IDS', figures: { ids: missingCats.join(', ') } };
  const missingTags = input.tagIds.filter((id) => !tagSet.has(id));
  if (missingTags.length) rules.tagIds = { code: 'UNKNOWN_TAG_IDS', figures: { ids: missingTags.join(', ') } };
  if (Object.keys(rules).length) throw ValidationError.ofRules(rules);
  if (input.sku && (await repo.skuTaken(db, input.sku, exceptId))) throw new ConflictError('SKU already exists', 'SKU_EXISTS');
}

/** What the history shows of a product: its own fields, and its vendor, categories and tags by name. */
function snapshot(p: Product): Record<string, unknown> {
  return {
    name: p.name,
    sku: p.sku,
    description: p.description,
    price: p.price,
    packSize: p.packSize,
    vendor: p.vendor?.name ?? p.vendorId,
    categories: (p.categories ?? []).map((c) => c.name).join(', '),
    tags: (p.tags ?? []).map((t) => t.name).join(', '),
  };
}

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, from] of Object.entries(before)) if (from !== after[field]) changes[field] = { from, to: after[field] };
  return changes;
}

async function save(db: Database, user: AuthUser, input: ProductInput, id: number | undefined, ip: string | null): Promise<Product> {
  const { categoryIds, tagIds, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      await checkReferences(tx, input, id);
      const before = id === undefined ? undefined : await get(tx, user, id);
      const row = id === undefined ? await repo.insertProduct(tx, fields) : await repo.updateProduct(tx, id, fields);
      if (!row) throw notFound('product');
      await repo.setLinks(tx, row.id, categoryIds, tagIds);
      const after = await get(tx, user, row.id);
      const audit = { entity: 'product', entityId: row.id, actorUserId: user.id, ip };
      if (!before) await recordAudit(tx, { ...audit, action: 'product.create', details: { name: after.name, sku: after.sku, price: after.price } });
      else {
        const changes = changesOf(snapshot(before), snapshot(after));
        if (Object.keys(changes).length) await recordAudit(tx, { ...audit, action: 'product.update', details: changes });
      }
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('SKU already exists', 'SKU_EXISTS');
    throw error;
  }
}

export const create = (db: Database, user: AuthUser, input: ProductInput, ip: string | null = null) => save(db, user, input, undefined, ip);

export async function update(db: Database, user: AuthUser, id: number, input: ProductInput, ip: string | null = null) {
  if (!(await repo.findProduct(db, id, false))) throw notFound('product');
  return save(db, user, input, id, ip);
}

export async function setActive(db: Database, user: AuthUser, id: number, isActive: boolean, ip: string | null = null) {
  await db.transaction(async (tx) => {
    const before = await repo.findProduct(tx, id, false);
    if (!before) throw notFound('product');
    await repo.updateProduct(tx, id, { isActive });
    if (before.isActive !== isActive) {
      await recordAudit(tx, { action: isActive ? 'product.activate' : 'product.deactivate', entity: 'product', entityId: id, actorUserId: user.id, ip, details: { isActive: { from: before.isActive, to: isActive } } });
    }
  });
  return get(db, user, id);
}

/** Why a product on orders cannot be deleted; the refusal's data carries the count for a translation. */
export const productHasOrders = (count: number) =>
  `This product appears on ${count} order item(s) and cannot be deleted. Deactivate it instead.`;

export async function remove(db: Database, storage: Storage, id: number, user?: AuthUser, ip: string | null = null) {
  const orders = await repo.orderItemCount(db, id);
  if (orders > 0) {
    throw new ConflictError(productHasOrders(orders), 'PRODUCT_HAS_ORDERS', { count: orders });
  }
  const row = await repo.findProduct(db, id, false);
  const images = await repo.deleteProduct(db, id);
  if (!images) throw notFound('product');
  if (row) await recordAudit(db, { action: 'product.delete', entity: 'product', entityId: id, actorUserId: user?.id ?? null, ip, details: { name: row.name, sku: row.sku } });
  await storage.removePrefix(`products/${id}`);
}

export const stats = (db: Database) => repo.productStats(db);
