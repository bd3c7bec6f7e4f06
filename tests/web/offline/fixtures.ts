/** Shared set-up for the offline tests: a fresh device database per test and catalogue builders. */
import type { SyncPage, SyncProduct } from '@portal/contract/sync';
import { db } from '../../../web/src/lib/db/database';
import { catalogueSettled, dropCatalogueSnapshot } from '../../../web/src/lib/catalogue/catalogue-cache';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';

export async function freshDatabase(): Promise<void> {
  // The last test's snapshot and stored head must not land in the next test's database.
  await catalogueSettled();
  dropCatalogueSnapshot();
  db.close();
  await db.delete({ disableAutoOpen: false });
  await db.open();
  dropCatalogueSnapshot();
}

/** A fresh device database holding `changes`, synced now as one page up to `cursor`. */
export async function deviceHolding(changes: Partial<SyncPage['changes']>, cursor = 1): Promise<void> {
  await freshDatabase();
  await applyPage(page({ changes, cursor }), new Date());
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

const DAY = 86_400_000;
type SyncEvent = SyncPage['changes']['events'][number];

/** An active event of chapter 3 (unless said) as synced: it starts `startOffset` days from now and lasts `days`. */
export const syncedEvent = (id: number, name: string, startOffset: number, { days = 2, chapterId = 3 }: { days?: number; chapterId?: number } = {}): SyncEvent => ({
  id,
  name,
  description: null,
  startDate: new Date(Date.now() + startOffset * DAY).toISOString(),
  endDate: new Date(Date.now() + (startOffset + days) * DAY).toISOString(),
  chapterId,
  isActive: true,
  version: id,
});

/** The portal's settings as synced: 8% tax, ACH 2%, debit 4%, credit 3%, free shipping from $50. */
export const syncedSettings = { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, version: 1 };
