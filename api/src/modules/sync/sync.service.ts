/**
 * Builds one page of the catalogue delta sync for a caller. Pages are cut by version, never
 * inside one version (a vendor change gives all its products the same version), so the cursor
 * handed back is always safe to resume from. The page's identity (scope, cursor, limit and a
 * digest of its (entity, id, version, visible) rows) comes from one query returning one row, so an
 * unchanged page answers 304, and a page whose bytes are cached is sent, without its rows being
 * read into the API.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import type { SyncEntity, SyncPage, SyncQuery, SyncRemoval } from '@portal/contract/sync';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './sync.repo';

const isAdmin = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

export const scopeOf = (user: AuthUser): repo.Scope => ({ chapterId: isAdmin(user) ? null : user.chapterId });

export interface PlannedPage {
  etag: string;
  /** The page; `exact` is false when the rows moved on since the ETag was made (do not keep it under that ETag). */
  build(): Promise<{ page: SyncPage; exact: boolean }>;
}

const emptyPage = (cursor: number, reset: boolean): SyncPage => ({
  changes: { products: [], vendors: [], categories: [], tags: [], events: [], settings: null },
  removed: [],
  cursor,
  hasMore: false,
  reset,
});

const digestOf = (rows: repo.Candidate[]) => createHash('md5').update(rows.map(repo.candidateLine).join(';')).digest('hex');

/**
 * What a page is, before any of it is read: every row after the cursor through `last` (none when
 * `last` is the cursor), or when `whole`, exactly the rows of version `last`; and their digest.
 */
interface PageShape {
  last: number;
  whole: boolean;
  hasMore: boolean;
  digest: string;
}

/**
 * Page shapes by (scope, cursor, limit), each with the last version drawn when it was made: while
 * no version has been drawn since, nothing in the catalogue has changed and the shape holds. The
 * check is a read of the database on every request, so this stays right with several instances.
 * A first sync's pages cost PostgreSQL 7 to 14 ms each to cut at 20,000 products, and hundreds
 * of tablets ask for the same ones at an event's opening. Bounded, oldest out first.
 */
export class PageShapes {
  private readonly entries = new Map<string, { drawn: number; shape: PageShape }>();

  constructor(private readonly max = 2000) {}

  get(key: string, drawn: number): PageShape | undefined {
    const entry = this.entries.get(key);
    return entry && entry.drawn === drawn ? entry.shape : undefined;
  }

  set(key: string, drawn: number, shape: PageShape) {
    this.entries.delete(key);
    this.entries.set(key, { drawn, shape });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

async function shapeOf(db: Database, cursor: number, scope: repo.Scope, limit: number): Promise<PageShape> {
  const cut = await repo.pageCut(db, cursor, scope, limit);
  if (cut.oversized === null) return { last: cut.last ?? cursor, whole: false, hasMore: cut.hasMore, digest: cut.digest };
  // One version holding more rows than the limit is rare (a vendor change touching thousands of
  // products): its rows are read to take their digest.
  const rows = await repo.candidates(db, cursor, scope, { version: cut.oversized });
  return { last: cut.oversized, whole: true, hasMore: true, digest: digestOf(rows) };
}

export async function plan(db: Database, user: AuthUser, query: SyncQuery, shapes: PageShapes): Promise<PlannedPage> {
  const scope: repo.Scope = { ...scopeOf(user), ...(query.only === 'events' ? { eventsOnly: true } : {}) };
  const scopeKey = `${isAdmin(user) ? 'admin' : 'shopper'}:${scope.chapterId ?? '-'}${scope.eventsOnly ? ':events' : ''}`;
  const mark = await repo.catalogueMark(db);
  if (query.cursor > 0 && query.cursor < mark.purgedThrough) {
    return { etag: `W/"sync-reset-${query.cursor}"`, build: async () => ({ page: emptyPage(0, true), exact: true }) };
  }
  const key = `${scopeKey}|${query.cursor}|${query.limit}`;
  let shape = shapes.get(key, mark.drawn);
  if (!shape) {
    // Kept only when every version drawn by the time of the mark was already committed (or
    // abandoned): checked after the mark and before the cut's snapshot, in that order.
    const settled = !(await repo.writerActive(db));
    shape = await shapeOf(db, query.cursor, scope, query.limit);
    if (settled) shapes.set(key, mark.drawn, shape);
  }
  const { last, whole, hasMore, digest } = shape;
  const tag = createHash('sha1').update(`${key}|${digest}`).digest('base64url').slice(0, 16);
  return {
    etag: `W/"sync-${query.cursor}-${last}-${tag}"`,
    build: async () => {
      const pick = whole ? { version: last } : last > query.cursor ? { through: last } : undefined;
      const chosen = pick ? await repo.candidates(db, query.cursor, scope, pick) : [];
      return { page: await build(db, chosen, last, hasMore), exact: digestOf(chosen) === digest };
    },
  };
}

function idsOf(chosen: repo.Candidate[], entity: string, visible: boolean) {
  return chosen.filter((c) => c.entity === entity && c.visible === visible).map((c) => c.id);
}

async function build(db: Database, chosen: repo.Candidate[], cursor: number, hasMore: boolean): Promise<SyncPage> {
  const page = emptyPage(cursor, false);
  page.hasMore = hasMore;
  const versions = new Map(chosen.map((c) => [`${c.entity}:${c.id}`, c.version]));
  const [productData, vendors, categories, tags, events, settings] = await Promise.all([
    repo.productPayloads(db, idsOf(chosen, 'products', true)),
    repo.vendorRows(db, idsOf(chosen, 'vendors', true)),
    repo.categoryRows(db, idsOf(chosen, 'categories', true)),
    repo.tagRows(db, idsOf(chosen, 'tags', true)),
    repo.eventRows(db, idsOf(chosen, 'events', true)),
    chosen.some((c) => c.entity === 'settings') ? repo.settingsRow(db) : undefined,
  ]);
  for (const product of productData) product.version = versions.get(`products:${product.id}`) ?? Number(product.version);
  page.changes.products = productData;
  page.changes.vendors = vendors.map((v) => ({ ...v, version: Number(v.version) }));
  page.changes.categories = categories.map((c) => ({ ...c, version: Number(c.version) }));
  page.changes.tags = tags.map((t) => ({ ...t, version: Number(t.version) }));
  page.changes.events = events.map((e) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    chapterId: e.chapterId,
    isActive: e.isActive,
    version: Number(e.syncVersion),
  }));
  if (settings) {
    page.changes.settings = {
      taxRateBps: settings.taxRateBps,
      feeRatesBps: { ACH: settings.feeAchBps, DEBIT_CARD: settings.feeDebitCardBps, CREDIT_CARD: settings.feeCreditCardBps },
      freeShippingThresholdCents: settings.freeShippingThresholdCents,
      version: Number(settings.syncVersion),
    };
  }
  page.removed = chosen.filter((c) => !c.visible).map(toRemoval);
  return page;
}

function toRemoval(c: repo.Candidate): SyncRemoval {
  const entity = c.entity.startsWith('tombstone:') ? c.entity.slice('tombstone:'.length) : c.entity;
  return { entity: entity as SyncEntity | 'product_images', id: c.id };
}
