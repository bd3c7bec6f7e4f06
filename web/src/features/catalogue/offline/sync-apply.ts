/**
 * Writes one sync page into the device database. Upserts go in transactions of about CHUNK rows
 * so a 20,000-product first sync never holds one huge transaction; the page's removals and the
 * new cursor are written last, in one transaction, so the cursor only moves once the whole page
 * is stored. A page interrupted half-way is simply fetched again (upserts are idempotent).
 */
import type { SyncEvent, SyncPage, SyncProduct, SyncRemoval } from '@portal/contract/sync';
import { CATALOGUE_TABLES, db } from '../../../lib/db/database';
import { readCatalogueMeta, writeCatalogueMeta } from '../../../lib/db/meta';
import { SETTINGS_ID, type ProductRow } from '../../../lib/db/rows';

export const CHUNK = 1000;

export function toProductRow(product: SyncProduct): ProductRow {
  const search = `${product.name}\n${product.description ?? ''}\n${product.sku ?? ''}`.toLowerCase();
  return { ...product, search };
}

type Upsert = { table: 'products' | 'vendors' | 'categories' | 'tags' | 'events'; rows: object[] };

function upsertsOf(page: SyncPage): Upsert[] {
  const { changes } = page;
  return [
    { table: 'vendors', rows: changes.vendors ?? [] },
    { table: 'categories', rows: changes.categories ?? [] },
    { table: 'tags', rows: changes.tags ?? [] },
    { table: 'events', rows: changes.events ?? [] },
    { table: 'products', rows: (changes.products ?? []).map(toProductRow) },
  ];
}

async function applyRemovals(removed: readonly SyncRemoval[]): Promise<void> {
  const byEntity = new Map<string, number[]>();
  for (const { entity, id } of removed) byEntity.set(entity, [...(byEntity.get(entity) ?? []), id]);
  for (const [entity, ids] of byEntity) {
    if (entity === 'settings') await db.settings.delete(SETTINGS_ID);
    else if (entity === 'product_images') {
      // Images live inside their product row; a removed picture is taken out of every product.
      const gone = new Set(ids);
      await db.products.toCollection().modify((p) => {
        if (p.images.some((image) => gone.has(image.id))) p.images = p.images.filter((image) => !gone.has(image.id));
      });
    } else if ((CATALOGUE_TABLES as readonly string[]).includes(entity)) {
      await db.table(entity).bulkDelete(ids);
    }
  }
}

/** Stores a page; returns how many rows (upserts + removals) it carried. */
export async function applyPage(page: SyncPage, syncedAt: Date): Promise<number> {
  let rows = 0;
  for (const { table, rows: list } of upsertsOf(page)) {
    for (let start = 0; start < list.length; start += CHUNK) {
      const chunk = list.slice(start, start + CHUNK);
      await db.transaction('rw', db.table(table), () => db.table(table).bulkPut(chunk));
      rows += chunk.length;
    }
  }
  await db.transaction('rw', [...CATALOGUE_TABLES.map((t) => db.table(t)), db.meta], async () => {
    if (page.changes.settings) await db.settings.put({ ...page.changes.settings, id: SETTINGS_ID });
    await applyRemovals(page.removed ?? []);
    const meta = await readCatalogueMeta();
    // An empty page (the usual answer at app start) changes nothing: the in-memory list stays valid.
    const changed = rows > 0 || Boolean(page.changes.settings) || (page.removed?.length ?? 0) > 0;
    await writeCatalogueMeta({ ...meta, cursor: page.cursor, lastSyncedAt: syncedAt.toISOString(), generation: meta.generation + (changed ? 1 : 0) });
  });
  return rows + (page.changes.settings ? 1 : 0) + (page.removed?.length ?? 0);
}

/** Drops the whole replicated catalogue and the cursor (a reset, or another user's catalogue). */
export async function clearCatalogue(ownerId: number | string | null): Promise<void> {
  await db.transaction('rw', [...CATALOGUE_TABLES.map((t) => db.table(t)), db.meta], async () => {
    for (const table of CATALOGUE_TABLES) await db.table(table).clear();
    const meta = await readCatalogueMeta();
    await writeCatalogueMeta({ cursor: 0, lastSyncedAt: meta.lastSyncedAt, generation: meta.generation + 1, ownerId });
  });
}

/**
 * Gives the catalogue to another owner (another chapter, or an admin) keeping everything but the
 * events, which are chapter-scoped: the owner's events replace the previous owner's in one
 * transaction, with the owner, so the device never shows one chapter's events to another.
 */
export async function replaceEvents(events: readonly SyncEvent[], ownerId: number | string): Promise<void> {
  await db.transaction('rw', db.events, db.meta, async () => {
    await db.events.clear();
    await db.events.bulkPut([...events]);
    // The generation stays: the in-memory product list holds no events, and stays valid.
    await writeCatalogueMeta({ ...(await readCatalogueMeta()), ownerId });
  });
}
