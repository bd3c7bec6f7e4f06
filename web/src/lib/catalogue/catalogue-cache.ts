/**
 * An in-memory copy of the products, pre-sorted three ways, so a search keystroke over 20,000
 * products is one pass over a sorted list (with the search index of search-index.ts, built in the
 * background once per copy) instead of an IndexedDB read and a sort. The copy is keyed by meta 'catalogue'.generation, which every sync write bumps, so it is
 * reloaded only after the catalogue changed (in this tab or another).
 */
import { db } from '../db/database';
import { readCatalogueMeta } from '../db/meta';
import type { ProductRow, TagRow, VendorRow } from '../db/rows';
import { writeHead } from './catalogue-head';
import { buildSearchIndex, type SearchIndex } from './search-index';

export interface CatalogueSnapshot {
  generation: number;
  byName: ProductRow[];
  byPrice: ProductRow[];
  byCreatedAt: ProductRow[];
  vendorNames: Map<number, string>;
  categoryNames: Map<number, string>;
  /** For a product's page to show at once (peekProduct in catalogue-queries.ts). */
  byId: Map<number, ProductRow>;
  vendors: Map<number, VendorRow>;
  tags: Map<number, TagRow>;
}

let cached: CatalogueSnapshot | null = null;
/** The search index of the snapshot cached, once built (search-index.ts). */
let index: { snapshot: CatalogueSnapshot; index: SearchIndex } | null = null;
let loading: { generation: number; promise: Promise<CatalogueSnapshot> } | null = null;
/** Bumped by dropCatalogueSnapshot: a build started before a drop must not be kept after it. */
let epoch = 0;
/** The last stored-head write started (tests replacing the database wait for it). */
let headWrite: Promise<void> = Promise.resolve();

const byName = (a: ProductRow, b: ProductRow) => {
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  return an < bn ? -1 : an > bn ? 1 : a.id - b.id;
};
const byPrice = (a: ProductRow, b: ProductRow) => a.price - b.price || a.id - b.id;
const byCreatedAt = (a: ProductRow, b: ProductRow) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id);

async function load(generation: number): Promise<CatalogueSnapshot> {
  const [products, vendors, categories, tags] = await Promise.all([db.products.toArray(), db.vendors.toArray(), db.categories.toArray(), db.tags.toArray()]);
  return {
    byId: new Map(products.map((p) => [p.id, p])),
    vendors: new Map(vendors.map((v) => [v.id, v])),
    tags: new Map(tags.map((t) => [t.id, t])),
    generation,
    byName: [...products].sort(byName),
    byPrice: [...products].sort(byPrice),
    byCreatedAt: products.sort(byCreatedAt),
    vendorNames: new Map(vendors.map((v) => [v.id, v.name])),
    categoryNames: new Map(categories.map((c) => [c.id, c.name])),
  };
}

export async function getCatalogueSnapshot(): Promise<CatalogueSnapshot> {
  const { generation } = await readCatalogueMeta();
  if (cached?.generation === generation) return cached;
  if (loading?.generation !== generation) {
    const startedIn = epoch;
    const promise = load(generation).then((snapshot) => {
      if (startedIn !== epoch) return snapshot;
      cached = snapshot;
      void buildSearchIndex(snapshot.byName, () => startedIn !== epoch || cached !== snapshot, () => new Promise((resolve) => setTimeout(resolve, 0))).then((built) => {
        if (built && cached === snapshot) index = { snapshot, index: built };
      });
      // Outside any live query (a write there is not allowed): the next app start paints from it.
      headWrite = new Promise<void>((resolve) =>
        setTimeout(() => {
          if (startedIn !== epoch) return resolve();
          writeHead(snapshot)
            .catch(() => undefined)
            .finally(resolve);
        }, 0),
      );
      return snapshot;
    });
    loading = { generation, promise };
    void promise.finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  }
  return loading!.promise;
}

/** The snapshot built last, of whatever generation, without waiting: null before the first. */
export function lastSnapshot(): CatalogueSnapshot | null {
  return cached;
}

/** The snapshot's search index, once built: null until then (a search reads the texts instead). */
export function searchIndexOf(snapshot: CatalogueSnapshot): SearchIndex | null {
  return index?.snapshot === snapshot ? index.index : null;
}

/** Whether this page has built a snapshot yet (of any generation). */
export function hasSnapshot(): boolean {
  return cached !== null;
}

/** Starts building the snapshot in the background (outside the caller's live query). */
export function warmCatalogueSnapshot(): void {
  const askedIn = epoch;
  setTimeout(() => {
    if (askedIn === epoch) void getCatalogueSnapshot().catch(() => undefined);
  }, 0);
}

/** Tests that rebuild the database start from an empty cache. */
/** Resolves once the snapshot being built and its stored head, if any, are done. */
export async function catalogueSettled(): Promise<void> {
  await loading?.promise.catch(() => undefined);
  await headWrite;
}

export function dropCatalogueSnapshot(): void {
  epoch += 1;
  cached = null;
  index = null;
  loading = null;
}
