/**
 * Read-only queries over the replicated catalogue, for the shopper's screens (through the hooks
 * in use-catalogue.ts). Product lists come from the in-memory snapshot; single rows from Dexie.
 */
import { PRODUCT_PAGE_SIZE } from '@portal/contract/rules';
import { db } from '../db/database';
import { SETTINGS_ID, type CategoryRow, type EventRow, type ProductRow, type SettingsRow, type TagRow, type VendorRow } from '../db/rows';
import { readCatalogueMeta } from '../db/meta';
import { getCatalogueSnapshot, hasSnapshot, lastSnapshot, searchIndexOf, warmCatalogueSnapshot, type CatalogueSnapshot } from './catalogue-cache';
import { candidatesOf, hasBit, placesIn } from './search-index';
import { HEAD_SIZE, readHead, type HeadOrder } from './catalogue-head';

export type ProductSort = 'name' | 'price' | 'createdAt';

export interface ProductListParams {
  search?: string;
  categoryId?: number;
  vendorId?: number;
  /** Only these products (the shopper's favourites); every product when absent. */
  productIds?: readonly number[];
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

/**
 * The first pages of an unfiltered list while the snapshot is not built yet: read by id from the
 * stored head (a few dozen rows), so opening the app paints at once at any catalogue size.
 */
function headServes(params: ProductListParams): boolean {
  const { pageSize = PRODUCT_PAGE_SIZE } = params;
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const filtered = Boolean(params.search?.trim()) || params.categoryId !== undefined || params.vendorId !== undefined || params.productIds !== undefined;
  return !filtered && page * pageSize <= HEAD_SIZE;
}

/** Call only when headServes(params): its first await is a device-database read, as live queries need. */
async function listFromHead(params: ProductListParams): Promise<ProductList | null> {
  const { sortBy = 'name', sortOrder = 'asc', pageSize = PRODUCT_PAGE_SIZE } = params;
  const page = Math.max(1, Math.floor(params.page ?? 1));
  // Read first, so the live query follows the catalogue's generation.
  await readCatalogueMeta();
  // Only while the page has no snapshot at all (it just opened): once one is built, a change
  // waits for the next snapshot rather than flashing back to the older stored head.
  if (hasSnapshot()) return null;
  const head = await readHead();
  // An empty head has nothing to paint early; the snapshot of a small catalogue is quick to build.
  if (!head || head.total === 0) return null;
  warmCatalogueSnapshot();
  const ids = head.ids[`${sortBy}:${sortOrder}` as HeadOrder].slice((page - 1) * pageSize, page * pageSize);
  const products = (await db.products.bulkGet(ids)).filter((p): p is ProductRow => p !== undefined);
  const [vendors, categories] = await Promise.all([
    db.vendors.bulkGet([...new Set(products.map((p) => p.vendorId))]),
    db.categories.bulkGet([...new Set(products.flatMap((p) => p.categoryIds))]),
  ]);
  const vendorNames = new Map(vendors.flatMap((v) => (v ? [[v.id, v.name] as const] : [])));
  const categoryNames = new Map(categories.flatMap((c) => (c ? [[c.id, c.name] as const] : [])));
  return { products: products.map((p) => withNames(p, vendorNames, categoryNames)), total: head.total, pages: Math.ceil(head.total / pageSize), page };
}

function withNames(p: ProductRow, vendorNames: Map<number, string>, categoryNames: Map<number, string>): ProductListItem {
  return {
    ...p,
    vendorName: vendorNames.get(p.vendorId) ?? null,
    categories: p.categoryIds.flatMap((id) => {
      const name = categoryNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  };
}

export async function listProducts(params: ProductListParams = {}): Promise<ProductList> {
  // A live query follows only device-database reads: awaiting anything else first would lose it.
  const quick = headServes(params) ? await listFromHead(params) : null;
  if (quick) return quick;
  return pageOf(await getCatalogueSnapshot(), params);
}

/**
 * The list as the last in-memory snapshot has it, without waiting for the device database: a key
 * in the search box shows its results in the render it causes, and listProducts' read confirms
 * them a moment later (decision 043). undefined before the first snapshot.
 */
export function peekProducts(params: ProductListParams): ProductList | undefined {
  const snapshot = lastSnapshot();
  return snapshot ? pageOf(snapshot, params) : undefined;
}

function pageOf(snapshot: CatalogueSnapshot, params: ProductListParams): ProductList {
  const { sortOrder = 'asc', pageSize = PRODUCT_PAGE_SIZE } = params;
  const matches = matchesOf(snapshot, params);
  const total = matches.length;
  const pages = Math.ceil(total / pageSize);
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const from = (page - 1) * pageSize;
  // Descending: the same matches read from the end (they are shared with later searches, never reversed in place).
  const slice = sortOrder === 'desc' ? matches.slice(Math.max(0, total - from - pageSize), Math.max(0, total - from)).reverse() : matches.slice(from, from + pageSize);
  return {
    products: slice.map((p) => withNames(p, snapshot.vendorNames, snapshot.categoryNames)),
    total,
    pages,
    page,
  };
}

/** The searches kept per snapshot and filters: a key typed or taken back finds its matches here. */
const KEPT_SEARCHES = 24;
let kept: { snapshot: CatalogueSnapshot; filters: string; byNeedle: Map<string, readonly ProductRow[]> } | null = null;

/** Tests: the next search is searched again rather than read from the kept ones. */
export function dropKeptSearches(): void {
  kept = null;
}

/**
 * The products matching the filters and the search, in the sort's ascending order. A search that
 * extends one kept (a key typed) looks only through that one's matches, which hold every product
 * it can match; one kept already (a key taken back, the page changed, the live read confirming
 * what a key showed) is not searched again.
 */
function matchesOf(snapshot: CatalogueSnapshot, params: ProductListParams): readonly ProductRow[] {
  const { sortBy = 'name' } = params;
  const needle = params.search?.trim().toLowerCase() ?? '';
  const filters = JSON.stringify([sortBy, params.categoryId, params.vendorId, params.productIds]);
  if (kept?.snapshot !== snapshot || kept.filters !== filters) kept = { snapshot, filters, byNeedle: new Map() };
  const byNeedle = kept.byNeedle;
  const known = byNeedle.get(needle);
  if (known) return known;
  let from: readonly ProductRow[] | undefined;
  for (const [before, matches] of byNeedle) if (needle.startsWith(before) && (!from || matches.length < from.length)) from = matches;
  const sorted = sortBy === 'price' ? snapshot.byPrice : sortBy === 'createdAt' ? snapshot.byCreatedAt : snapshot.byName;
  const index = needle === '' ? null : searchIndexOf(snapshot);
  let matches: readonly ProductRow[];
  // A kept search's few matches are quicker to read than the index (a quarter of the catalogue or less).
  if (from && (needle === '' || !index || from.length * 4 <= sorted.length)) matches = needle === '' ? from : from.filter((p) => p.search.includes(needle));
  else {
    const only = params.productIds ? new Set(params.productIds) : null;
    const wanted = (p: ProductRow) =>
      (only === null || only.has(p.id)) && (params.categoryId === undefined || p.categoryIds.includes(params.categoryId)) && (params.vendorId === undefined || p.vendorId === params.vendorId);
    if (index) {
      // Only the products holding every pair of characters of the needle are read.
      const { bits, sure } = candidatesOf(index, needle);
      const places = placesIn(index, sorted);
      const found: ProductRow[] = [];
      if (bits) {
        for (let i = 0; i < sorted.length; i++) {
          const p = sorted[i]!;
          if (places[i]! >= 0 && hasBit(bits, places[i]!) && wanted(p) && (sure || p.search.includes(needle))) found.push(p);
        }
      }
      matches = found;
    } else matches = sorted.filter((p) => wanted(p) && (needle === '' || p.search.includes(needle)));
  }
  if (byNeedle.size >= KEPT_SEARCHES) byNeedle.delete(byNeedle.keys().next().value!);
  byNeedle.set(needle, matches);
  return matches;
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

/**
 * A product's page as the last in-memory snapshot has it, without waiting for the device
 * database: the page shows at once, and getProduct's read replaces it a moment later (the same
 * unless a sync changed it since). undefined when there is no snapshot or it lacks the product.
 */
export function peekProduct(id: number): ProductDetail | undefined {
  const snapshot = lastSnapshot();
  const product = snapshot?.byId.get(id);
  if (!snapshot || !product) return undefined;
  const vendor = snapshot.vendors.get(product.vendorId) ?? null;
  return {
    ...withNames(product, snapshot.vendorNames, snapshot.categoryNames),
    vendor,
    vendorName: vendor?.name ?? null,
    tags: product.tagIds.flatMap((id) => snapshot.tags.get(id) ?? []),
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
