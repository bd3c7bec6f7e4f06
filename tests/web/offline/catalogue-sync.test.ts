import type { SyncPage } from '@portal/contract/sync';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../web/src/lib/db/database';
import { readCatalogueMeta } from '../../../web/src/lib/db/meta';
import { configureCatalogueSync, syncCatalogueNow } from '../../../web/src/features/catalogue/offline/sync-engine';
import { getSyncProgress } from '../../../web/src/lib/catalogue/sync-progress';
import { apiSyncTransport } from '../../../web/src/features/catalogue/offline/sync-transport';
import { clearSession, startSession } from '../../../web/src/lib/session/store';
import type { PublicUser } from '@portal/contract/auth';
import { answer } from '../../fixtures/api-handlers';
import { freshDatabase, page, product, taxon, vendor } from './fixtures';

/** The pages the fake server answers with, by the cursor asked for (events-only pages apart). */
let pages = new Map<number, SyncPage | 'fail'>();
let only = new Map<number, SyncPage | 'fail'>();
let requests: Array<number | string> = [];
const server = setupServer(
  answer('GET /sync/catalogue', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const cursor = Number(params.get('cursor'));
    const eventsOnly = params.get('only') === 'events';
    requests.push(eventsOnly ? `events:${cursor}` : cursor);
    const next = (eventsOnly ? only : pages).get(cursor);
    if (!next || next === 'fail') return HttpResponse.json({ success: false, message: 'boom' }, { status: 503 });
    return next;
  }),
);

const signIn = (id: number, chapterId = 3) =>
  startSession({ accessToken: `token-${id}`, refreshToken: 'refresh', user: { id, email: `u${id}@example.test`, role: 'CHAPTER', chapter: { id: chapterId } } as PublicUser });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
  pages = new Map();
  only = new Map();
  requests = [];
  await signIn(5);
  configureCatalogueSync({ transport: apiSyncTransport, pageSize: 2 });
});
afterEach(() => server.resetHandlers());

describe('catalogue sync', () => {
  it('applies every page until hasMore is false and stores the last cursor', async () => {
    pages.set(0, page({ changes: { products: [product(1), product(2)], vendors: [vendor(1, 'Acme')] }, cursor: 2, hasMore: true }));
    pages.set(2, page({ changes: { products: [product(3)], categories: [taxon(7, 'Shirts')] }, cursor: 3 }));
    await syncCatalogueNow();
    expect(requests).toEqual([0, 2]);
    expect(await db.products.count()).toBe(3);
    expect(await db.vendors.get(1)).toMatchObject({ name: 'Acme' });
    const meta = await readCatalogueMeta();
    expect(meta.cursor).toBe(3);
    expect(meta.lastSyncedAt).not.toBeNull();
    expect(getSyncProgress()).toMatchObject({ running: false, rowsDone: 5, error: null });
  });

  it('upserts changed rows, applies removals and stores settings from a later pull', async () => {
    pages.set(0, page({ changes: { products: [product(1), product(2)] }, cursor: 2 }));
    await syncCatalogueNow();
    const settings = { taxRateBps: 900, feeRatesBps: { ACH: 100, DEBIT_CARD: 200, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, version: 5 };
    pages.set(2, page({ changes: { products: [product(1, { name: 'Renamed', price: 42 })], settings }, removed: [{ entity: 'products', id: 2 }], cursor: 5 }));
    await syncCatalogueNow();
    expect(await db.products.get(1)).toMatchObject({ name: 'Renamed', price: 42, search: expect.stringContaining('renamed') });
    expect(await db.products.get(2)).toBeUndefined();
    expect(await db.settings.get('current')).toMatchObject({ taxRateBps: 900 });
  });

  it('drops the catalogue and starts again from cursor 0 when the server answers reset', async () => {
    pages.set(0, page({ changes: { products: [product(1), product(2)] }, cursor: 2 }));
    await syncCatalogueNow();
    pages.set(2, page({ reset: true }));
    pages.set(0, page({ changes: { products: [product(9)] }, cursor: 9 }));
    await syncCatalogueNow();
    expect(requests).toEqual([0, 2, 0]);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([9]);
    expect((await readCatalogueMeta()).cursor).toBe(9);
  });

  it('resumes from the stored cursor after an interrupted first sync', async () => {
    pages.set(0, page({ changes: { products: [product(1), product(2)] }, cursor: 2, hasMore: true }));
    pages.set(2, 'fail');
    await syncCatalogueNow();
    expect(getSyncProgress().error).toBeTruthy();
    expect((await readCatalogueMeta()).cursor).toBe(2);
    expect(await db.products.count()).toBe(2);

    pages.set(2, page({ changes: { products: [product(3)] }, cursor: 3 }));
    requests = [];
    await syncCatalogueNow();
    expect(requests).toEqual([2]);
    expect(await db.products.count()).toBe(3);
    expect(getSyncProgress().error).toBeNull();
  });

  it('never runs twice at once: a second call joins the running sync', async () => {
    pages.set(0, page({ changes: { products: [product(1)] }, cursor: 1 }));
    const first = syncCatalogueNow();
    const second = syncCatalogueNow();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(requests).toEqual([0]);
  });

  it('does not call the server while signed out', async () => {
    clearSession();
    await syncCatalogueNow();
    expect(requests).toEqual([]);
  });

  it('keeps the catalogue when another person of the same chapter signs in: no new download', async () => {
    pages.set(0, page({ changes: { products: [product(1), product(2)] }, cursor: 2 }));
    await syncCatalogueNow();
    await signIn(6);
    pages.set(2, page({ cursor: 2 }));
    await syncCatalogueNow();
    expect(requests).toEqual([0, 2]);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([1, 2]);
    expect(await readCatalogueMeta()).toMatchObject({ cursor: 2, ownerId: 'shopper:3' });
  });

  it('keeps the catalogue when someone of another chapter signs in, downloading only that chapter\'s events in place of the first\'s', async () => {
    const day = 86_400_000;
    const event = (id: number, chapterId: number) =>
      ({ id, name: `Fair ${id}`, description: null, startDate: new Date().toISOString(), endDate: new Date(Date.now() + day).toISOString(), chapterId, isActive: true, version: id });
    pages.set(0, page({ changes: { products: [product(1), product(2)], events: [event(10, 3)] }, cursor: 2 }));
    await syncCatalogueNow();
    const generation = (await readCatalogueMeta()).generation;
    await signIn(6, 4);
    only.set(0, page({ changes: { events: [event(20, 4)] }, cursor: 1, hasMore: true }));
    only.set(1, page({ changes: { events: [event(21, 4)] }, cursor: 12 }));
    pages.set(2, page({ changes: { products: [product(3)] }, cursor: 3 }));
    await syncCatalogueNow();
    // The events of chapter 4 in two pages, then the rest from where it was: nothing downloaded again.
    expect(requests).toEqual([0, 'events:0', 'events:1', 2]);
    expect((await db.products.toArray()).map((p) => p.id)).toEqual([1, 2, 3]);
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([20, 21]);
    expect(await readCatalogueMeta()).toMatchObject({ cursor: 3, ownerId: 'shopper:4' });
    // The product list kept in memory holds no events: it stayed valid until the products changed.
    expect((await readCatalogueMeta()).generation).toBe(generation + 1);
  });

  it('keeps the first chapter\'s events and owner when the second\'s cannot be fetched, and tries again', async () => {
    const event = (id: number, chapterId: number) =>
      ({ id, name: `Fair ${id}`, description: null, startDate: new Date().toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString(), chapterId, isActive: true, version: id });
    pages.set(0, page({ changes: { products: [product(1)], events: [event(10, 3)] }, cursor: 2 }));
    await syncCatalogueNow();
    await signIn(6, 4);
    only.set(0, 'fail');
    await syncCatalogueNow();
    expect(getSyncProgress().error).toBeTruthy();
    // Chapter 3's events are not shown as chapter 4's: the owner is still chapter 3 until the swap.
    expect(await readCatalogueMeta()).toMatchObject({ cursor: 2, ownerId: 'shopper:3' });
    only.set(0, page({ changes: { events: [event(20, 4)] }, cursor: 5 }));
    pages.set(2, page({ cursor: 2 }));
    await syncCatalogueNow();
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([20]);
    expect(await readCatalogueMeta()).toMatchObject({ cursor: 2, ownerId: 'shopper:4' });
  });

  it('starts from nothing when the first owner\'s sync never stored a page', async () => {
    pages.set(0, 'fail');
    await syncCatalogueNow();
    await signIn(6, 4);
    pages.set(0, page({ changes: { products: [product(3)] }, cursor: 3 }));
    await syncCatalogueNow();
    expect(requests).toEqual([0, 0]);
    expect(await readCatalogueMeta()).toMatchObject({ cursor: 3, ownerId: 'shopper:4' });
  });
});
