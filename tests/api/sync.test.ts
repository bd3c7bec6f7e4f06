import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import type { SyncPage } from '@portal/contract/sync';
import type { Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createRoleUsers, type TestUser } from '../fixtures/users';
import { createCategory, createImage, createProduct, createTag, createVendor } from '../fixtures/catalogue';
import * as repo from '../../api/src/modules/sync/sync.repo';

describe.each(databaseKinds('both'))('GET /sync/catalogue on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  const ids: Record<string, number> = {};

  const sync = (cursor: number, limit?: number, role: Role = 'CHAPTER', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/sync/catalogue?cursor=${cursor}${limit ? `&limit=${limit}` : ''}`, headers: { ...users[role].headers, ...headers } });
  const page = async (cursor: number, limit?: number, role: Role = 'CHAPTER') => {
    const res = await sync(cursor, limit, role);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SyncPage;
  };
  const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    await t.app.db
      .insert(schema.settings)
      .values({ id: 1, taxRateBps: 800, feeAchBps: 200, feeDebitCardBps: 400, feeCreditCardBps: 300, freeShippingThresholdCents: 5000 })
      .onConflictDoNothing();
    const vendor = await createVendor(t.app, { bankAccount: '123456789' });
    const hiddenVendor = await createVendor(t.app, { isActive: false });
    ids.vendor = vendor.id;
    ids.category = (await createCategory(t.app)).id;
    ids.hiddenCategory = (await createCategory(t.app, { isActive: false })).id;
    ids.tag = (await createTag(t.app)).id;
    ids.apple = (await createProduct(t.app, vendor.id, { price: 250 }, { categoryIds: [ids.category], tagIds: [ids.tag] })).id;
    ids.banana = (await createProduct(t.app, vendor.id)).id;
    ids.inactive = (await createProduct(t.app, vendor.id, { isActive: false })).id;
    ids.hiddenVendorProduct = (await createProduct(t.app, hiddenVendor.id)).id;
    ids.image = (await createImage(t.app, ids.apple, { altText: 'front' })).id;
    await createImage(t.app, ids.apple, { isActive: false });
    const other = await createChapter(t.app);
    const day = 86_400_000;
    const event = (chapterId: number, isActive = true) =>
      t.app.db.insert(schema.events).values({ name: 'Fair', startDate: new Date(), endDate: new Date(Date.now() + day), chapterId, isActive }).returning();
    ids.ownEvent = (await event(users.CHAPTER.chapterId!))[0]!.id;
    await event(users.CHAPTER.chapterId!, false);
    await event(other.id);
  });
  afterAll(async () => t?.close());

  it('answers a full sync of exactly what the caller may see, with settings and no removals', async () => {
    const p = await page(0);
    expect(idsOf(p.changes.products)).toEqual([ids.apple!, ids.banana!].sort((a, b) => a - b));
    const apple = p.changes.products.find((x) => x.id === ids.apple)!;
    expect(apple).toMatchObject({ price: 250, vendorId: ids.vendor, categoryIds: [ids.category], tagIds: [ids.tag] });
    expect(apple.images).toEqual([expect.objectContaining({ id: ids.image, altText: 'front', url: expect.stringMatching(`/api/v1/images/${ids.image}/card\\?v=`) })]);
    // The sync's product reads exactly as the product API shows it (timestamps, image URLs, links).
    const api = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${ids.apple}`, headers: users.USER.headers })).json().data;
    expect(apple).toMatchObject({ name: api.name, description: api.description, sku: api.sku, packSize: 1, createdAt: api.createdAt, updatedAt: api.updatedAt });
    expect(apple.images.map((i) => [i.id, i.url, i.thumbUrl, i.fullUrl, i.sortOrder])).toEqual(
      api.images.map((i: { id: number; url: string; thumbUrl: string; fullUrl: string; sortOrder: number }) => [i.id, i.url, i.thumbUrl, i.fullUrl, i.sortOrder]),
    );
    expect(p.changes.vendors).toHaveLength(1);
    expect(Object.keys(p.changes.vendors[0]!).sort()).toEqual(['contactName', 'email', 'id', 'minOrderCents', 'name', 'version']);
    expect(idsOf(p.changes.categories)).toEqual([ids.category]);
    expect(idsOf(p.changes.tags)).toEqual([ids.tag]);
    expect(idsOf(p.changes.events)).toEqual([ids.ownEvent]);
    expect(p.changes.settings).toMatchObject({ taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000 });
    expect(p.removed).toEqual([]);
    expect(p).toMatchObject({ hasMore: false, reset: false });
    expect(p.cursor).toBeGreaterThan(0);
    expect((await page(0, undefined, 'ADMIN')).changes.events).toEqual([]);
  });

  it('pages by version without losing or repeating rows, never cutting one version', async () => {
    const full = await page(0);
    const seen: string[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const p = await page(cursor, 2);
      pages++;
      for (const [entity, rows] of Object.entries(p.changes)) if (Array.isArray(rows)) rows.forEach((r) => seen.push(`${entity}:${r.id}`));
      if (p.changes.settings) seen.push('settings');
      expect(p.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = p.cursor;
      if (!p.hasMore) break;
    }
    expect(pages).toBeGreaterThan(2);
    // Later pages may also carry removals of hidden rows, which a full sync leaves out.
    expect(cursor).toBeGreaterThanOrEqual(full.cursor);
    const expected = Object.entries(full.changes).flatMap(([entity, rows]) => (Array.isArray(rows) ? rows.map((r) => `${entity}:${r.id}`) : ['settings']));
    expect(seen.sort()).toEqual(expected.sort());
  });

  it('sends changes and removals after a cursor, including a deactivated vendor and its products', async () => {
    const start = (await page(0)).cursor;
    expect((await page(start)).changes.products).toEqual([]);
    await t.app.db.update(schema.products).set({ price: 275 }).where(eq(schema.products.id, ids.apple!));
    await t.app.db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, ids.banana!));
    const spare = await createCategory(t.app);
    await t.app.db.delete(schema.categories).where(eq(schema.categories.id, spare.id));
    const p = await page(start);
    expect(p.changes.products.map((x) => [x.id, x.price])).toEqual([[ids.apple, 275]]);
    expect(p.removed).toEqual(expect.arrayContaining([{ entity: 'products', id: ids.banana }, { entity: 'categories', id: spare.id }]));

    await t.app.db.update(schema.vendors).set({ isActive: false }).where(eq(schema.vendors.id, ids.vendor!));
    const after = await page(p.cursor);
    expect(after.changes.products).toEqual([]);
    expect(after.removed).toEqual(expect.arrayContaining([{ entity: 'vendors', id: ids.vendor }, { entity: 'products', id: ids.apple }, { entity: 'products', id: ids.banana }]));
    await t.app.db.update(schema.vendors).set({ isActive: true }).where(eq(schema.vendors.id, ids.vendor!));
    await t.app.db.update(schema.products).set({ isActive: true }).where(eq(schema.products.id, ids.banana!));
  });

  it('keeps rows of one version together even when they exceed the limit', async () => {
    const { cursor } = await page(0);
    await t.app.db.update(schema.vendors).set({ phone: '555-0100' }).where(eq(schema.vendors.id, ids.vendor!));
    const p = await page(cursor, 1);
    expect(p.changes.vendors.map((v) => v.id)).toEqual([ids.vendor]);
    expect(idsOf(p.changes.products)).toEqual([ids.apple!, ids.banana!].sort((a, b) => a - b));
    expect(new Set(p.changes.products.map((x) => x.version))).toEqual(new Set([p.cursor]));
  });

  it('answers 304 to a matching If-None-Match until something changes', async () => {
    const { cursor } = await page(0);
    const first = await sync(cursor);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await sync(cursor, undefined, 'CHAPTER', { 'if-none-match': etag })).statusCode).toBe(304);
    // Another caller scope never shares the tag.
    expect((await sync(cursor, undefined, 'ADMIN')).headers.etag).not.toBe(etag);
    await createTag(t.app);
    const changed = await sync(cursor, undefined, 'CHAPTER', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.changes.tags).toHaveLength(1);
  });

  it('sends a page Brotli- or gzip-compressed as the client accepts, the same content as uncompressed', async () => {
    const plain = await sync(0);
    const br = await sync(0, undefined, 'CHAPTER', { 'accept-encoding': 'gzip, br' });
    const gz = await sync(0, undefined, 'CHAPTER', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a product changed after a page was sent with its new content, under a new ETag', async () => {
    const before = await sync(0, 1000, 'CHAPTER', { 'accept-encoding': 'br' });
    await t.app.db.update(schema.products).set({ name: 'Renamed apple' }).where(eq(schema.products.id, ids.apple!));
    const after = await sync(0, 1000, 'CHAPTER', { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const products = (JSON.parse(brotliDecompressSync(after.rawPayload).toString()).data as SyncPage).changes.products;
    expect(products.find((p) => p.id === ids.apple)?.name).toBe('Renamed apple');
  });

  it('tells a client whose cursor predates purged tombstones to reset', async () => {
    const { cursor } = await page(0);
    await t.app.db.update(schema.syncState).set({ purgedThroughVersion: cursor }).where(eq(schema.syncState.id, 1));
    const p = await page(cursor - 1);
    expect(p).toMatchObject({ reset: true, cursor: 0 });
    expect((await page(cursor)).reset).toBe(false);
    expect((await page(0)).reset).toBe(false);
    await t.app.db.execute(sql`update sync_state set purged_through_version = 0`);
  });

  it('cuts pages and takes their digest in PostgreSQL over exactly the rows the page then reads', async () => {
    // Hidden rows and removals too: after the cursor, a hidden product and a deleted tag.
    const start = (await page(0)).cursor;
    await t.app.db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, ids.banana!));
    const gone = await createTag(t.app);
    await t.app.db.delete(schema.tags).where(eq(schema.tags.id, gone.id));
    const beforeVendor = (await page(start)).cursor;
    await t.app.db.update(schema.vendors).set({ phone: '555-0101' }).where(eq(schema.vendors.id, ids.vendor!));
    let oversized = 0;
    const md5 = (rows: repo.Candidate[]) => createHash('md5').update(rows.map(repo.candidateLine).join(';')).digest('hex');
    for (const [role, scope] of [['CHAPTER', { chapterId: users.CHAPTER.chapterId! }], ['ADMIN', { chapterId: null }]] as const) {
      for (const cursor of [0, start, beforeVendor]) {
        for (const limit of [1, 2, 3, 5, 5000]) {
          const cut = await repo.pageCut(t.app.db, cursor, scope, limit);
          // The rule, written out: at most `limit` rows, never cutting one version, unless one version alone holds more.
          const firsts = await repo.candidates(t.app.db, cursor, scope, { limit: limit + 1 });
          let expected = firsts.slice(0, limit);
          if (firsts.length > limit && firsts[limit]!.version === firsts[limit - 1]!.version) {
            const boundary = firsts[limit - 1]!.version;
            expected = firsts.filter((r) => r.version < boundary);
            if (expected.length === 0) expected = await repo.candidates(t.app.db, cursor, scope, { version: boundary });
          }
          const label = `${role} cursor ${cursor} limit ${limit}`;
          expect(cut.hasMore, label).toBe(firsts.length > limit);
          if (cut.oversized !== null) {
            expect(expected.every((r) => r.version === cut.oversized), label).toBe(true);
            expect(expected.length, label).toBeGreaterThan(limit);
            oversized++;
            continue;
          }
          expect(cut.last, label).toBe(expected.at(-1)?.version ?? null);
          const read = cut.last === null ? [] : await repo.candidates(t.app.db, cursor, scope, { through: cut.last });
          expect(read, label).toEqual(expected);
          expect(cut.digest, label).toBe(md5(read));
        }
      }
    }
    expect(oversized).toBeGreaterThan(0);
    // The page under an ETag is the same bytes on every ask (kept), and a rival scope's page differs.
    const first = await sync(start, 2, 'CHAPTER', { 'accept-encoding': 'br' });
    const again = await sync(start, 2, 'CHAPTER', { 'accept-encoding': 'br' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await t.app.db.update(schema.products).set({ isActive: true }).where(eq(schema.products.id, ids.banana!));
  });

  // A second connection is needed to read while the change is open: PostgreSQL only.
  if (kind === 'postgres') it('does not keep a page cut made while a catalogue change was drawn but not yet committed', async () => {
    const { cursor } = await page(0);
    await t.app.db.transaction(async (tx) => {
      await tx.update(schema.products).set({ price: 311 }).where(eq(schema.products.id, ids.apple!));
      // Cut now, with the change's version drawn and invisible: the page is empty...
      expect((await page(cursor)).changes.products).toEqual([]);
    });
    // ...and once it commits, no further version is drawn: only a cut made again shows it.
    expect((await page(cursor)).changes.products.map((p) => [p.id, p.price])).toEqual([[ids.apple, 311]]);
  });

  it('answers only the caller\'s events when asked for events only, under an ETag of their own', async () => {
    const get = (role: Role, cursor = 0) => t.app.inject({ method: 'GET', url: `/api/v1/sync/catalogue?cursor=${cursor}&only=events`, headers: users[role].headers });
    const res = await get('CHAPTER');
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().data as SyncPage;
    // The chapter's active event, nothing of the rest of the catalogue.
    expect(idsOf(events.changes.events)).toEqual([ids.ownEvent]);
    expect(events.changes).toMatchObject({ products: [], vendors: [], categories: [], tags: [], settings: null });
    expect(events.hasMore).toBe(false);
    expect(res.headers.etag).not.toBe((await sync(0)).headers.etag);
    // An event that moves to another chapter afterwards leaves as a removal after that cursor.
    const [moved] = await t.app.db.insert(schema.events).values({ name: 'Moved', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), chapterId: users.CHAPTER.chapterId! }).returning();
    const before = ((await get('CHAPTER', events.cursor)).json().data as SyncPage);
    expect(idsOf(before.changes.events)).toEqual([moved!.id]);
    const other = await createChapter(t.app);
    await t.app.db.update(schema.events).set({ chapterId: other.id }).where(eq(schema.events.id, moved!.id));
    const after = (await get('CHAPTER', before.cursor)).json().data as SyncPage;
    expect(after.changes.events).toEqual([]);
    expect(after.removed).toEqual([{ entity: 'events', id: moved!.id }]);
    // An admin has no events: an empty answer.
    expect(((await get('ADMIN')).json().data as SyncPage).changes.events).toEqual([]);
    await t.app.db.delete(schema.events).where(eq(schema.events.id, moved!.id));
  });

  it('refuses malformed cursors and limits naming the field', async () => {
    for (const [q, field] of [['cursor=-1', 'cursor'], ['cursor=abc', 'cursor'], ['limit=0', 'limit'], ['limit=5001', 'limit'], ['only=products', 'only']]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/sync/catalogue?${q}`, headers: users.USER.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors).toHaveProperty(field!);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sync/catalogue' })).statusCode).toBe(401);
  });
});
