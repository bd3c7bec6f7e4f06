/** Shared set-up for the offline tests: a fresh device database per test and catalogue builders. */
import type { SyncPage, SyncProduct } from '@portal/contract/sync';
import { db } from '../../../web/src/lib/db/database';
import { catalogueSettled, dropCatalogueSnapshot } from '../../../web/src/lib/catalogue/catalogue-cache';

export async function freshDatabase(): Promise<void> {
  // The last test's snapshot and stored head must not land in the next test's database.
  await catalogueSettled();
  dropCatalogueSnapshot();
  db.close();
  await db.delete({ disableAutoOpen: false });
  await db.open();
  dropCatalogueSnapshot();
}

export function product(id: number, overrides: Partial<SyncProduct> = {}): SyncProduct {
  return {
    id,
    name: `Product ${id}`,
    description: `Description of product ${id}`,
    price: 1000 + id,
    sku: `SKU-${id}`,
    vendorId: 1,
    images: [],
    categoryIds: [],
    tagIds: [],
    createdAt: new Date(Date.UTC(2025, 0, 1) + id * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    version: id,
    ...overrides,
  };
}

export function page(overrides: Partial<Omit<SyncPage, 'changes'>> & { changes?: Partial<SyncPage['changes']> } = {}): SyncPage {
  const { changes, ...rest } = overrides;
  return {
    changes: { products: [], vendors: [], categories: [], tags: [], events: [], settings: null, ...changes },
    removed: [],
    cursor: 0,
    hasMore: false,
    reset: false,
    ...rest,
  };
}

export const vendor = (id: number, name: string) => ({ id, name, contactName: `${name} contact`, email: `v${id}@example.test`, version: id });
export const taxon = (id: number, name: string) => ({ id, name, description: null, version: id });
