/** Products of the device catalogue by SKU (case-insensitive), for quick order and scanning. */
import { getCatalogueSnapshot } from '../../../lib/catalogue/catalogue-cache';
import type { ProductRow } from '../../../lib/db/rows';

export async function productsBySku(skus: string[]): Promise<Map<string, ProductRow>> {
  const wanted = new Set(skus.map((s) => s.toUpperCase()));
  const found = new Map<string, ProductRow>();
  const snapshot = await getCatalogueSnapshot();
  for (const p of snapshot.byName) {
    const sku = p.sku?.toUpperCase();
    if (sku && wanted.has(sku)) found.set(sku, p);
  }
  return found;
}
