/**
 * Timing hooks for the browser benchmarks (tests/bench/shopper.bench.ts, taps.bench.ts). Only the benchmark's own
 * build (VITE_BENCH_PROBE=1) contains them, loaded when localStorage 'portal.bench' is '1'
 * (main.tsx); the shipped app has none.
 * It puts the catalogue's own functions on window.__portalBench, and records when the first
 * catalogue sync of the page starts and ends, so the figures time exactly what the screens run.
 * It also fills and empties the cart through the cart's own functions, for screens measured with
 * a cart of many lines.
 */
import { PRODUCT_PAGE_SIZE } from '@portal/contract/rules';
import { packSizeOf } from '@portal/contract/order-rules';
import { addToCart, clearCart } from '../lib/cart/cart-store';
import { dropCatalogueSnapshot } from '../lib/catalogue/catalogue-cache';
import { listProducts } from '../lib/catalogue/catalogue-queries';
import { configureCatalogueSync, syncCatalogueNow } from '../features/catalogue/offline/sync-engine';
import { getSyncProgress, subscribeSyncProgress } from '../lib/catalogue/sync-progress';
import { apiSyncTransport } from '../features/catalogue/offline/sync-transport';
import { db } from '../lib/db/database';
import { readCatalogueMeta } from '../lib/db/meta';

export function install(): void {
  const firstSync: { startedAt: number | null; endedAt: number | null; rows: number; error: string | null } = { startedAt: null, endedAt: null, rows: 0, error: null };
  // Time spent waiting for pages (request, server, download, JSON), so the rest is storing them.
  const fetching = { ms: 0, pages: 0 };
  configureCatalogueSync({
    transport: {
      ownerId: apiSyncTransport.ownerId,
      async fetchPage(cursor, limit) {
        const started = performance.now();
        try {
          return await apiSyncTransport.fetchPage(cursor, limit);
        } finally {
          fetching.ms += performance.now() - started;
          fetching.pages += 1;
        }
      },
    },
  });
  subscribeSyncProgress(() => {
    const progress = getSyncProgress();
    if (progress.running && firstSync.startedAt === null) firstSync.startedAt = performance.now();
    if (!progress.running && firstSync.startedAt !== null && firstSync.endedAt === null) {
      firstSync.endedAt = performance.now();
      firstSync.rows = progress.rowsDone;
      firstSync.error = progress.error?.kind ?? null;
    }
  });
  Object.assign(window, {
    __portalBench: {
      firstSync,
      fetching,
      countProducts: () => db.products.count(),
      /** Puts a whole pack of each of the first `lines` products (by id) in the cart; answers the lines held. */
      async fillCart(lines: number) {
        for (const product of await db.products.limit(lines).toArray()) await addToCart(product.id, packSizeOf(product.packSize));
        return db.cartLines.count();
      },
      clearCart,
      getProduct: (id: number) => db.products.get(id),
      /** Times one search the way the product list runs it (first page, default size). */
      async timeSearch(search: string) {
        const started = performance.now();
        const result = await listProducts({ search, page: 1, pageSize: PRODUCT_PAGE_SIZE });
        return { ms: performance.now() - started, total: result.total };
      },
      /**
       * Times the product list's first page as a freshly opened app gets it: nothing in memory
       * (the snapshot of a previous page load is gone), default sort and size.
       */
      async timeFirstPageCold() {
        dropCatalogueSnapshot();
        const started = performance.now();
        const result = await listProducts({ page: 1, pageSize: PRODUCT_PAGE_SIZE });
        return { ms: performance.now() - started, shown: result.products.length, total: result.total };
      },
      /** Times the device-database read each product list does first (the catalogue's generation). */
      async timeMetaRead() {
        const started = performance.now();
        await readCatalogueMeta();
        return performance.now() - started;
      },
      /** Times one sync run from the stored cursor (a delta once the first sync is done). */
      async timeSync() {
        const before = getSyncProgress();
        const started = performance.now();
        await syncCatalogueNow();
        const after = getSyncProgress();
        return { ms: performance.now() - started, rows: after.rowsDone, error: after.error?.kind ?? null, wasRunning: before.running };
      },
    },
  });
}
