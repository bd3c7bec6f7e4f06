/**
 * Delta-sync queries. One UNION over every catalogue table lists what changed after a cursor as
 * (entity, id, version, visible); a product's version is the greater of its own and its vendor's,
 * so a deactivated vendor re-emits its products (as removals). Details are then read in one
 * batched query per entity kind for the chosen ids.
 */
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { resultRows, schema, type Executor } from '@portal/db';

const { products, productImages, productCategories, productTags, vendors, categories, tags, events, settings, syncState } = schema;

export interface Candidate {
  entity: string;
  id: number;
  version: number;
  visible: boolean;
}

export interface Scope {
  /** The caller's chapter for events; null: no events (admins, users without a chapter). */
  chapterId: number | null;
}

function candidatesSql(cursor: number, scope: Scope): SQL {
  const parts: SQL[] = [
    // Two disjoint halves rather than one OR, so each half can use its sync_version index.
    sql`select 'products' as entity, p.id, greatest(p.sync_version, v.sync_version) as version, (p.is_active and v.is_active) as visible
        from products p join vendors v on v.id = p.vendor_id where p.sync_version > ${cursor}`,
    sql`select 'products', p.id, v.sync_version, (p.is_active and v.is_active)
        from vendors v join products p on p.vendor_id = v.id where v.sync_version > ${cursor} and p.sync_version <= ${cursor}`,
    sql`select 'vendors', id, sync_version, is_active from vendors where sync_version > ${cursor}`,
    sql`select 'categories', id, sync_version, is_active from categories where sync_version > ${cursor}`,
    sql`select 'tags', id, sync_version, is_active from tags where sync_version > ${cursor}`,
    sql`select 'settings', id, sync_version, true from settings where sync_version > ${cursor}`,
  ];
  if (scope.chapterId !== null) {
    // Other chapters' events leave only as removals (an event moved away), never with content.
    parts.push(sql`select 'events', id, sync_version, (chapter_id = ${scope.chapterId} and is_active) from events where sync_version > ${cursor}`);
  }
  // A full sync (cursor 0) starts from nothing, so it needs no removals at all.
  if (cursor > 0) parts.push(sql`select 'tombstone:' || entity, entity_id, sync_version, false from sync_tombstones where sync_version > ${cursor}`);
  return sql.join(parts, sql` union all `);
}

/** Changed rows after the cursor in version order; hidden rows only when removals matter. */
export async function candidates(db: Executor, cursor: number, scope: Scope, limit: number, exactVersion?: number): Promise<Candidate[]> {
  const filter = exactVersion === undefined ? sql`(visible or ${cursor} > 0)` : sql`version = ${exactVersion} and (visible or ${cursor} > 0)`;
  const rows = await db.execute(
    sql`select entity, id, version, visible from (${candidatesSql(cursor, scope)}) c where ${filter}
        order by version, entity, id ${exactVersion === undefined ? sql`limit ${limit}` : sql``}`,
  );
  return resultRows<{ entity: string; id: number; version: number | string; visible: boolean }>(rows).map((r) => ({
    entity: r.entity,
    id: Number(r.id),
    version: Number(r.version),
    visible: r.visible === true || (r.visible as unknown) === 't',
  }));
}

/**
 * `column = any('{1,2,...}'::int[])`: one parameter however many ids, where inArray would bind
 * one parameter per id (thousands on a full-sync page, and far slower to prepare).
 */
const anyOf = (column: SQL | AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

export async function purgedThrough(db: Executor): Promise<number> {
  const [row] = await db.select({ v: syncState.purgedThroughVersion }).from(syncState).where(eq(syncState.id, 1));
  return Number(row?.v ?? 0);
}

export async function productRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return { rows: [], images: [], cats: [], tagLinks: [] };
  const [rows, images, cats, tagLinks] = await Promise.all([
    db.select().from(products).where(anyOf(products.id, ids)),
    db
      .select()
      .from(productImages)
      .where(and(anyOf(productImages.productId, ids), eq(productImages.isActive, true)))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db.select().from(productCategories).where(anyOf(productCategories.productId, ids)),
    db.select().from(productTags).where(anyOf(productTags.productId, ids)),
  ]);
  return { rows, images, cats, tagLinks };
}

export const vendorRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: vendors.id, name: vendors.name, contactName: vendors.contactName, email: vendors.email, version: vendors.syncVersion }).from(vendors).where(anyOf(vendors.id, ids)) : Promise.resolve([]);

export const categoryRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: categories.id, name: categories.name, description: categories.description, version: categories.syncVersion }).from(categories).where(anyOf(categories.id, ids)) : Promise.resolve([]);

export const tagRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: tags.id, name: tags.name, description: tags.description, version: tags.syncVersion }).from(tags).where(anyOf(tags.id, ids)) : Promise.resolve([]);

export const eventRows = (db: Executor, ids: number[]) => (ids.length ? db.select().from(events).where(anyOf(events.id, ids)) : Promise.resolve([]));

export async function settingsRow(db: Executor) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}
