/**
 * Delta-sync queries. One UNION over every catalogue table lists what changed after a cursor as
 * (entity, id, version, visible); a product's version is the greater of its own and its vendor's,
 * so a deactivated vendor re-emits its products (as removals). Details are then read in one
 * batched query per entity kind for the chosen ids.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { resultRows, schema, type Executor } from '@portal/db';
import type { SyncProduct } from '@portal/contract/sync';

const { vendors, categories, tags, events, settings } = schema;

/** A boolean column read through execute(): true, or the text 't' from a driver that does not parse it. */
const isTrue = (value: unknown) => value === true || value === 't';

export interface Candidate {
  entity: string;
  id: number;
  version: number;
  visible: boolean;
}

export interface Scope {
  /** The caller's chapter for events; null: no events (admins, users without a chapter). */
  chapterId: number | null;
  /** Only the events (a device that keeps the rest of a catalogue synced for another chapter). */
  eventsOnly?: boolean;
}

function candidatesSql(cursor: number, scope: Scope): SQL {
  if (scope.eventsOnly) {
    // Nothing at all for a caller without a chapter: a query that returns no rows.
    const events = scope.chapterId === null
      ? sql`select 'events' as entity, id, sync_version as version, false as visible from events where false`
      : sql`select 'events' as entity, id, sync_version as version, (chapter_id = ${scope.chapterId} and is_active) as visible from events where sync_version > ${cursor}`;
    if (cursor === 0) return events;
    return sql`${events} union all select 'tombstone:' || entity, entity_id, sync_version, false from sync_tombstones where entity = 'events' and sync_version > ${cursor}`;
  }
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

const shown = (cursor: number) => sql`(visible or ${cursor} > 0)`;

/**
 * Changed rows after the cursor in version order, hidden rows only when removals matter: the
 * first `limit`, or every row of one version, or every row up to and including a version.
 */
export async function candidates(db: Executor, cursor: number, scope: Scope, pick: { limit: number } | { version: number } | { through: number }): Promise<Candidate[]> {
  const where = 'version' in pick ? sql`version = ${pick.version} and ${shown(cursor)}` : 'through' in pick ? sql`version <= ${pick.through} and ${shown(cursor)}` : shown(cursor);
  const rows = await db.execute(
    sql`select entity, id, version, visible from (${candidatesSql(cursor, scope)}) c where ${where}
        order by version, entity, id ${'limit' in pick ? sql`limit ${pick.limit}` : sql``}`,
  );
  return resultRows<{ entity: string; id: number; version: number | string; visible: boolean }>(rows).map((r) => ({
    entity: r.entity,
    id: Number(r.id),
    version: Number(r.version),
    visible: isTrue(r.visible),
  }));
}

/** What a page's digest is taken over: one line per row, as pageCut writes it in SQL. */
export const candidateLine = (c: Candidate) => `${c.entity}:${c.id}:${c.version}:${c.visible ? 1 : 0}`;

export interface PageCut {
  /** The page's last version: it holds every candidate up to it. Null: no candidates at all. */
  last: number | null;
  hasMore: boolean;
  /** Set when one version alone holds more than the limit: the page is that whole version. */
  oversized: number | null;
  /** md5 (hex) of the page's candidateLine()s joined by ';', in version order. */
  digest: string;
}

/**
 * Where a page of at most `limit` rows ends, never inside one version, and a digest of its rows,
 * computed in PostgreSQL so that a page whose bytes are already known costs one row back instead
 * of thousands. The cut: all rows when they fit; else the first `limit` when the next row starts
 * a new version; else every row before the version the limit falls in; else (that version is
 * all there is) the whole version, which the caller reads itself.
 */
export async function pageCut(db: Executor, cursor: number, scope: Scope, limit: number): Promise<PageCut> {
  const rows = await db.execute(sql`
    with firsts as materialized (
      select entity, id, version, visible from (${candidatesSql(cursor, scope)}) c where ${shown(cursor)}
      order by version, entity, id limit ${limit + 1}::int),
    numbered as (select version, row_number() over (order by version, entity, id) as n from firsts),
    edge as (select count(*) as total, max(version) filter (where n = ${limit}::int) as boundary,
                    max(version) filter (where n = ${limit + 1}::int) as following from numbered),
    cut as (select case when total <= ${limit}::int then (select max(version) from firsts)
                        when following <> boundary then boundary
                        else (select max(version) from firsts where version < boundary) end as last,
                   total > ${limit}::int as has_more, boundary from edge)
    select cut.last, cut.has_more, cut.boundary,
           md5(coalesce(string_agg(f.entity || ':' || f.id || ':' || f.version || ':' || case when f.visible then '1' else '0' end, ';'
                                   order by f.version, f.entity, f.id), '')) as digest
    from cut left join firsts f on f.version <= cut.last
    group by cut.last, cut.has_more, cut.boundary`);
  const [row] = resultRows<{ last: string | number | null; has_more: boolean | string; boundary: string | number | null; digest: string }>(rows);
  const hasMore = isTrue(row!.has_more);
  const last = row!.last === null ? null : Number(row!.last);
  return { last, hasMore, oversized: hasMore && last === null ? Number(row!.boundary) : null, digest: row!.digest };
}

/**
 * `column = any('{1,2,...}'::int[])`: one parameter however many ids, where inArray would bind
 * one parameter per id (thousands on a full-sync page, and far slower to prepare).
 */
const anyOf = (column: SQL | AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** Where the catalogue stands: tombstones purged through this version; the last version drawn. */
export interface CatalogueMark {
  purgedThrough: number;
  drawn: number;
}

/**
 * One cheap row read on every sync request. `drawn` is sync_version_seq's last value: a catalogue
 * row cannot change, appear or go without drawing a new version (0002_sync_triggers.sql), so while
 * it stays the same, so does every page cut (tombstones purged are all at or before a cursor
 * that plan() answers with a reset).
 */
export async function catalogueMark(db: Executor): Promise<CatalogueMark> {
  const [row] = resultRows<{ purged: string | number | null; drawn: string | number }>(
    await db.execute(sql`select (select purged_through_version from sync_state where id = 1) as purged, last_value as drawn from sync_version_seq`),
  );
  return { purgedThrough: Number(row?.purged ?? 0), drawn: Number(row?.drawn ?? 0) };
}

/** The advisory lock every catalogue writer holds from drawing a version until it commits (0002_sync_triggers.sql). */
const VERSION_LOCK = 7270001;

/** Whether a writer holds (or awaits) the version lock: some drawn version may not be committed yet. */
export async function writerActive(db: Executor): Promise<boolean> {
  const [row] = resultRows<{ active: boolean | string }>(
    await db.execute(sql`select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = ${VERSION_LOCK}::int and objsubid = 1) as active`),
  );
  return isTrue(row?.active);
}

const isoUtc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const imageUrlSql = (variant: string) => sql.raw(`'/api/v1/images/' || i.id || '/${variant}?v=' || left(replace(regexp_replace(i.file_key, '^.*/|\\.webp$', '', 'g'), '-', ''), 10)`);

/**
 * The products of a page as the sync sends them, built as JSON by PostgreSQL in one statement
 * (a page holds up to 5,000 products with their images and links: mapping them row by row was
 * most of a page's cost). Timestamps in the form Date.toISOString gives, image URLs as
 * contract/products imageUrl makes them. `version` is the product's own; the caller puts the
 * page's effective version (product or vendor, whichever is newer) over it.
 */
export async function productPayloads(db: Executor, ids: number[]): Promise<SyncProduct[]> {
  if (ids.length === 0) return [];
  const rows = resultRows<{ products: unknown }>(
    await db.execute(sql`select coalesce(json_agg(json_build_object(
        'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price, 'sku', p.sku, 'packSize', p.pack_size, 'vendorId', p.vendor_id,
        'images', coalesce((select json_agg(json_build_object('id', i.id, 'url', ${imageUrlSql('card')}, 'thumbUrl', ${imageUrlSql('thumb')}, 'fullUrl', ${imageUrlSql('full')},
            'altText', i.alt_text, 'sortOrder', i.sort_order) order by i.sort_order, i.id)
          from product_images i where i.product_id = p.id and i.is_active), '[]'::json),
        'categoryIds', coalesce((select json_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = p.id), '[]'::json),
        'tagIds', coalesce((select json_agg(pt.tag_id order by pt.tag_id) from product_tags pt where pt.product_id = p.id), '[]'::json),
        'createdAt', ${isoUtc('p.created_at')}, 'updatedAt', ${isoUtc('p.updated_at')}, 'version', p.sync_version)), '[]'::json) as products
      from products p where ${anyOf(sql.raw('p.id'), ids)}`),
  );
  const value = rows[0]?.products;
  return (typeof value === 'string' ? JSON.parse(value) : value) as SyncProduct[];
}

export const vendorRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: vendors.id, name: vendors.name, contactName: vendors.contactName, email: vendors.email, minOrderCents: vendors.minOrderCents, version: vendors.syncVersion }).from(vendors).where(anyOf(vendors.id, ids)) : Promise.resolve([]);

export const categoryRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: categories.id, name: categories.name, description: categories.description, version: categories.syncVersion }).from(categories).where(anyOf(categories.id, ids)) : Promise.resolve([]);

export const tagRows = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: tags.id, name: tags.name, description: tags.description, version: tags.syncVersion }).from(tags).where(anyOf(tags.id, ids)) : Promise.resolve([]);

export const eventRows = (db: Executor, ids: number[]) => (ids.length ? db.select().from(events).where(anyOf(events.id, ids)) : Promise.resolve([]));

export async function settingsRow(db: Executor) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}
