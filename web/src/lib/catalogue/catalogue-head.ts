/**
 * The first products of each sort order, kept in the device database (meta 'catalogue-head'),
 * so the product list's first page paints at once when the app opens, before the in-memory
 * snapshot of the whole catalogue (catalogue-cache.ts, about 1.4 s at 20,000 products) is built.
 * Written from each snapshot built, so it is at most one catalogue change behind; a stale head is
 * corrected as soon as the snapshot it starts is ready (writing the new head re-runs the list).
 */
import { db } from '../db/database';
import type { ProductRow } from '../db/rows';
import type { CatalogueSnapshot } from './catalogue-cache';

export const HEAD_KEY = 'catalogue-head';
/** Enough for the first pages at the page sizes the list offers. */
export const HEAD_SIZE = 100;

export type HeadOrder = `${'name' | 'price' | 'createdAt'}:${'asc' | 'desc'}`;

export interface CatalogueHead {
  generation: number;
  total: number;
  ids: Record<HeadOrder, number[]>;
}

const first = (rows: ProductRow[]) => rows.slice(0, HEAD_SIZE).map((p) => p.id);
const last = (rows: ProductRow[]) => rows.slice(-HEAD_SIZE).reverse().map((p) => p.id);

export function headOf(snapshot: CatalogueSnapshot): CatalogueHead {
  return {
    generation: snapshot.generation,
    total: snapshot.byName.length,
    ids: {
      'name:asc': first(snapshot.byName),
      'name:desc': last(snapshot.byName),
      'price:asc': first(snapshot.byPrice),
      'price:desc': last(snapshot.byPrice),
      'createdAt:asc': first(snapshot.byCreatedAt),
      'createdAt:desc': last(snapshot.byCreatedAt),
    },
  };
}

export async function readHead(): Promise<CatalogueHead | null> {
  return ((await db.meta.get(HEAD_KEY))?.value as CatalogueHead | undefined) ?? null;
}

export async function writeHead(snapshot: CatalogueSnapshot): Promise<void> {
  const stored = await readHead();
  if (stored?.generation === snapshot.generation) return;
  await db.meta.put({ key: HEAD_KEY, value: headOf(snapshot) });
}
