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

export async function plan(db: Database, user: AuthUser, query: SyncQuery): Promise<PlannedPage> {
  const scope = scopeOf(user);
  const scopeKey = `${isAdmin(user) ? 'admin' : 'shopper'}:${scope.chapterId ?? '-'}`;
  if (query.cursor > 0 && query.cursor < (await repo.purgedThrough(db))) {
    return { etag: `W/"sync-reset-${query.cursor}"`, build: async () => ({ page: emptyPage(0, true), exact: true }) };
  }
  const cut = await repo.pageCut(db, query.cursor, scope, query.limit);
  // One version holding more rows than the limit is rare (a vendor change touching thousands of
  // products): its rows are read now to take their digest.
  const whole = cut.oversized === null ? undefined : await repo.candidates(db, query.cursor, scope, { version: cut.oversized });
  const last = cut.oversized ?? cut.last ?? query.cursor;
  const digest = whole ? digestOf(whole) : cut.digest;
  const tag = createHash('sha1').update(`${scopeKey}|${query.cursor}|${query.limit}|${digest}`).digest('base64url').slice(0, 16);
  return {
    etag: `W/"sync-${query.cursor}-${last}-${tag}"`,
    build: async () => {
      const chosen = whole ?? (cut.last === null ? [] : await repo.candidates(db, query.cursor, scope, { through: cut.last }));
      return { page: await build(db, chosen, last, cut.hasMore), exact: whole !== undefined || digestOf(chosen) === digest };
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
