/**
 * Read-only queries over the replicated catalogue, for the shopper's screens (through the hooks
 * in use-catalogue.ts). Product lists come from the in-memory snapshot; single rows from Dexie.
 */
import { PRODUCT_PAGE_SIZE } from '@portal/contract/rules';
import { db } from '../../../lib/db/database';
import { SETTINGS_ID, type CategoryRow, type EventRow, type ProductRow, type SettingsRow, type TagRow, type VendorRow } from '../../../lib/db/rows';
import { getCatalogueSnapshot } from './catalogue-cache';

export type ProductSort = 'name' | 'price' | 'createdAt';

export interface ProductListParams {
  search?: string;
  categoryId?: number;
  vendorId?: number;
  sortBy?: ProductSort;
  sortOrder?: 'asc' | 'desc';
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface ProductListItem extends ProductRow {
  vendorName: string | null;
  categories: { id: number; name: string }[];
}

export interface ProductList {
  products: ProductListItem[];
  total: number;
  pages: number;
  page: number;
}

export interface ProductDetail extends ProductListItem {
  vendor: VendorRow | null;
  tags: TagRow[];
}

export async function listProducts(params: ProductListParams = {}): Promise<ProductList> {
  const snapshot = await getCatalogueSnapshot();
  const { sortBy = 'name', sortOrder = 'asc', pageSize = PRODUCT_PAGE_SIZE } = params;
  const sorted = sortBy === 'price' ? snapshot.byPrice : sortBy === 'createdAt' ? snapshot.byCreatedAt : snapshot.byName;
  const needle = params.search?.trim().toLowerCase() ?? '';
  const matches = sorted.filter(
    (p) =>
      (params.categoryId === undefined || p.categoryIds.includes(params.categoryId)) &&
      (params.vendorId === undefined || p.vendorId === params.vendorId) &&
      (needle === '' || p.search.includes(needle)),
  );
  if (sortOrder === 'desc') matches.reverse();
  const total = matches.length;
  const pages = Math.ceil(total / pageSize);
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const slice = matches.slice((page - 1) * pageSize, page * pageSize);
  return {
    products: slice.map((p) => ({
      ...p,
      vendorName: snapshot.vendorNames.get(p.vendorId) ?? null,
      categories: p.categoryIds.flatMap((id) => {
        const name = snapshot.categoryNames.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    })),
    total,
    pages,
    page,
  };
}

export async function getProduct(id: number): Promise<ProductDetail | null> {
  const product = await db.products.get(id);
  if (!product) return null;
  const [vendor, categories, tags] = await Promise.all([
    db.vendors.get(product.vendorId),
    db.categories.bulkGet(product.categoryIds),
    db.tags.bulkGet(product.tagIds),
  ]);
  const present = <T>(rows: (T | undefined)[]) => rows.filter((row): row is T => row !== undefined);
  return {
    ...product,
    vendor: vendor ?? null,
    vendorName: vendor?.name ?? null,
    categories: present(categories).map((c) => ({ id: c.id, name: c.name })),
    tags: present(tags),
  };
}

export const listCategories = (): Promise<CategoryRow[]> => db.categories.orderBy('name').toArray();
export const listVendors = (): Promise<VendorRow[]> => db.vendors.orderBy('name').toArray();
export const listTags = (): Promise<TagRow[]> => db.tags.orderBy('name').toArray();

/** Events by start date; activeOnly leaves out deactivated ones (what a shopper may order for). */
export async function listEvents(options: { activeOnly?: boolean } = {}): Promise<EventRow[]> {
  const events = await db.events.orderBy('startDate').toArray();
  return options.activeOnly ? events.filter((e) => e.isActive) : events;
}

export async function getSettings(): Promise<SettingsRow | null> {
  return (await db.settings.get(SETTINGS_ID)) ?? null;
}
