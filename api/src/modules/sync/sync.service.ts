/**
 * Builds one page of the catalogue delta sync for a caller. Pages are cut by version, never
 * inside one version (a vendor change gives all its products the same version), so the cursor
 * handed back is always safe to resume from. The page's identity (scope, cursor, limit and the
 * (entity, id, version) list) is known before any detail is read, so an unchanged page answers
 * 304 after a single query.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import type { SyncEntity, SyncPage, SyncQuery, SyncRemoval } from '@portal/contract/sync';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './sync.repo';

const isAdmin = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

export const scopeOf = (user: AuthUser): repo.Scope => ({ chapterId: isAdmin(user) ? null : user.chapterId });

/** The rows of the page: at most `limit`, unless one version alone holds more. */
async function choose(db: Database, cursor: number, scope: repo.Scope, limit: number) {
  const rows = await repo.candidates(db, cursor, scope, limit + 1);
  if (rows.length <= limit) return { chosen: rows, hasMore: false };
  const boundary = rows[limit - 1]!.version;
  if (rows[limit]!.version !== boundary) return { chosen: rows.slice(0, limit), hasMore: true };
  const before = rows.filter((r) => r.version < boundary);
  if (before.length) return { chosen: before, hasMore: true };
  return { chosen: await repo.candidates(db, cursor, scope, limit, boundary), hasMore: true };
}

export interface PlannedPage {
  etag: string;
  build(): Promise<SyncPage>;
}

const emptyPage = (cursor: number, reset: boolean): SyncPage => ({
  changes: { products: [], vendors: [], categories: [], tags: [], events: [], settings: null },
  removed: [],
  cursor,
  hasMore: false,
  reset,
});

export async function plan(db: Database, user: AuthUser, query: SyncQuery): Promise<PlannedPage> {
  const scope = scopeOf(user);
  const scopeKey = `${isAdmin(user) ? 'admin' : 'shopper'}:${scope.chapterId ?? '-'}`;
  if (query.cursor > 0 && query.cursor < (await repo.purgedThrough(db))) {
    return { etag: `W/"sync-reset-${query.cursor}"`, build: async () => emptyPage(0, true) };
  }
  const { chosen, hasMore } = await choose(db, query.cursor, scope, query.limit);
  const last = chosen.at(-1)?.version ?? query.cursor;
  const digest = createHash('sha1').update(scopeKey).update(`|${query.cursor}|${query.limit}|`);
  for (const c of chosen) digest.update(`${c.entity}:${c.id}:${c.version}:${c.visible ? 1 : 0};`);
  const etag = `W/"sync-${query.cursor}-${last}-${digest.digest('base64url').slice(0, 16)}"`;
  return { etag, build: () => build(db, chosen, last, hasMore) };
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
