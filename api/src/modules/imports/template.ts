/**
 * The product import's template, made from the catalogue so its sample row passes a dry run: a
 * vendor, categories and a tag that exist and whose names are not shared, and a SKU not yet taken.
 * With no vendor yet, the contract's template names an example vendor.
 */
import type { Executor } from '@portal/db';
import { PRODUCT_IMPORT_TEMPLATE, productImportTemplate } from '@portal/contract/imports';
import * as repo from './imports.repo';
import { resolverOf } from './name-resolver';

/** The rows whose name finds exactly themselves, first made first. */
function uniquelyNamed(rows: repo.NamedRow[], count: number): string[] {
  const resolver = resolverOf(rows);
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .filter((r) => resolver.resolve(r.name) === r.id && !/[|;]/.test(r.name))
    .slice(0, count)
    .map((r) => r.name);
}

export async function productTemplate(db: Executor): Promise<string> {
  const [vendors, categories, tags] = await Promise.all([repo.allVendors(db), repo.allCategories(db), repo.allTags(db)]);
  const [vendor] = uniquelyNamed(vendors, 1);
  if (!vendor) return PRODUCT_IMPORT_TEMPLATE;
  const candidates = Array.from({ length: 50 }, (_, i) => `SKU-${1001 + i}`);
  const taken = await repo.productsBySku(db, candidates);
  const sku = candidates.find((c) => !taken.has(c)) ?? `SKU-${Date.now()}`;
  return productImportTemplate({ sku, vendor, categories: uniquelyNamed(categories, 2), tags: uniquelyNamed(tags, 1) });
}
