/**
 * The admin dashboard's figures: /events/stats, /vendors/stats, /categories/stats and
 * /chapters/stats counted against a known data set, including the order and the length (5, 5, 6, 6)
 * of each top list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createUser, type TestUser } from '../fixtures/users';
import { DAY, insertEvent, insertOrder, insertProduct, insertVendor } from './helpers/back-office-data';

const running = () => ({ startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY) });

describe.each(databaseKinds())('dashboard stats on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let superAdmin: TestUser;
  const chapterIds: Record<string, number> = {};
  const eventIds: Record<string, number> = {};
  const vendorIds: Record<string, number> = {};
  const get = async (user: TestUser, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.app, 'ADMIN');
    superAdmin = await createUser(t.app, 'SUPER_ADMIN');
    // Chapters A..H; H is inactive. Orders per chapter: A5 B4 C4 D3 E2 F1 G1 H0.
    const orderCounts: Record<string, number> = { A: 5, B: 4, C: 4, D: 3, E: 2, F: 1, G: 1, H: 0 };
    for (const letter of Object.keys(orderCounts)) {
      const chapter = await createChapter(t.app, { name: `Chapter ${letter}`, city: `City ${letter}`, state: 'KS', isActive: letter !== 'H' });
      chapterIds[letter] = chapter.id;
    }
    await createUser(t.app, 'CHAPTER', { chapterId: chapterIds.A });
    await createUser(t.app, 'USER', { chapterId: chapterIds.B });
    // One event per chapter A..G carrying that chapter's orders, plus an extra running event of A.
    const events: Array<[string, string, Partial<typeof schema.events.$inferInsert>]> = [
      ['Alpha', 'A', running()],
      ['Bravo', 'B', { startDate: new Date(Date.now() - 5 * DAY), endDate: new Date(Date.now() - 4 * DAY) }],
      ['Charlie', 'C', { startDate: new Date(Date.now() + 4 * DAY), endDate: new Date(Date.now() + 5 * DAY) }],
      ['Delta', 'D', { ...running(), isActive: false }],
      ['Echo', 'E', running()],
      ['Foxtrot', 'F', running()],
      ['Golf', 'G', running()],
      ['Hotel', 'A', running()],
    ];
    for (const [name, letter, overrides] of events) {
      eventIds[name] = (await insertEvent(t.app, chapterIds[letter]!, { name, ...overrides })).id;
    }
    const orderIds: number[] = [];
    for (const [name, letter] of events.slice(0, 7)) {
      for (let i = 0; i < orderCounts[letter]!; i++) {
        orderIds.push((await insertOrder(t.app, { userId: admin.id, chapterId: chapterIds[letter]!, eventId: eventIds[name]! })).id);
      }
    }
    // Vendors V1..V7 with products 5,3,3,1,2,1,0; V7 inactive; V1 and V7 have vendor orders.
    const productCounts = [5, 3, 3, 1, 2, 1, 0];
    for (const [i, count] of productCounts.entries()) {
      const vendor = await insertVendor(t.app, { name: `V${i + 1}`, isActive: i !== 6 });
      vendorIds[`V${i + 1}`] = vendor.id;
      for (let p = 0; p < count; p++) await insertProduct(t.app, vendor.id);
    }
    await t.app.db.insert(schema.vendorOrders).values([
      { orderId: orderIds[0]!, vendorId: vendorIds.V1!, subtotal: 100 },
      { orderId: orderIds[1]!, vendorId: vendorIds.V7!, subtotal: 100 },
    ]);
  });
  afterAll(async () => t?.close());

  it('GET /events/stats counts events by derived status and lists the top 5 by orders', async () => {
    const data = await get(admin, '/events/stats');
    expect(data.overview).toEqual({ total: 8, active: 5, inactive: 1, upcoming: 1, past: 1 });
    expect(data.topEventsByOrders).toEqual([
      { id: eventIds.Alpha, name: 'Alpha', chapterName: 'Chapter A', city: 'City A', state: 'KS', orderCount: 5 },
      { id: eventIds.Bravo, name: 'Bravo', chapterName: 'Chapter B', city: 'City B', state: 'KS', orderCount: 4 },
      { id: eventIds.Charlie, name: 'Charlie', chapterName: 'Chapter C', city: 'City C', state: 'KS', orderCount: 4 },
      { id: eventIds.Delta, name: 'Delta', chapterName: 'Chapter D', city: 'City D', state: 'KS', orderCount: 3 },
      { id: eventIds.Echo, name: 'Echo', chapterName: 'Chapter E', city: 'City E', state: 'KS', orderCount: 2 },
    ]);
  });

  it('GET /vendors/stats counts vendors and lists the top 5 by products', async () => {
    const data = await get(admin, '/vendors/stats');
    expect(data.overview).toEqual({ total: 7, active: 6, inactive: 1, withOrders: 2, withProducts: 6 });
    expect(data.topVendorsByProducts).toEqual([
      { id: vendorIds.V1, name: 'V1', productCount: 5 },
      { id: vendorIds.V2, name: 'V2', productCount: 3 },
      { id: vendorIds.V3, name: 'V3', productCount: 3 },
      { id: vendorIds.V5, name: 'V5', productCount: 2 },
      { id: vendorIds.V4, name: 'V4', productCount: 1 },
    ]);
  });

  it('GET /chapters/stats counts chapters at the top level of data and lists the top 6 by orders', async () => {
    const data = await get(superAdmin, '/chapters/stats');
    const top = ['A', 'B', 'C', 'D', 'E', 'F'].map((l, i) => ({ id: chapterIds[l], name: `Chapter ${l}`, city: `City ${l}`, state: 'KS', orderCount: [5, 4, 4, 3, 2, 1][i] }));
    expect(data).toEqual({ total: 8, active: 7, inactive: 1, withUsers: 2, withEvents: 7, topChaptersByOrders: top });
    expect(await get(admin, '/chapters/stats')).toEqual(data);
  });

  it('GET /categories/stats lists the 6 active categories with the most products as Popular Categories', async () => {
    // Runs after the vendor figures: it adds a vendor of its own.
    // C1..C8 with 4,3,3,2,1,1,5,0 products; C7 is inactive, C8 has none.
    const counts = [4, 3, 3, 2, 1, 1, 5, 0];
    const vendor = await insertVendor(t.app, { name: 'Category vendor' });
    const ids: number[] = [];
    for (const [i, count] of counts.entries()) {
      const [category] = await t.app.db.insert(schema.categories).values({ name: `C${i + 1}`, isActive: i !== 6 }).returning();
      ids.push(category!.id);
      for (let p = 0; p < count; p++) {
        const product = await insertProduct(t.app, vendor.id);
        await t.app.db.insert(schema.productCategories).values({ productId: product.id, categoryId: category!.id });
      }
    }
    const data = await get(admin, '/categories/stats');
    expect(data.popular).toEqual([
      { id: ids[0], name: 'C1', productCount: 4 },
      { id: ids[1], name: 'C2', productCount: 3 },
      { id: ids[2], name: 'C3', productCount: 3 },
      { id: ids[3], name: 'C4', productCount: 2 },
      { id: ids[4], name: 'C5', productCount: 1 },
      { id: ids[5], name: 'C6', productCount: 1 },
    ]);
  });

  it('answers zeros and empty lists on an empty database', async () => {
    const empty = await createTestApp(kind);
    try {
      const user = await createUser(empty.app, 'SUPER_ADMIN');
      const call = async (url: string) => (await empty.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers })).json().data;
      expect(await call('/events/stats')).toEqual({ overview: { total: 0, active: 0, inactive: 0, upcoming: 0, past: 0 }, topEventsByOrders: [] });
      expect(await call('/vendors/stats')).toEqual({ overview: { total: 0, active: 0, inactive: 0, withOrders: 0, withProducts: 0 }, topVendorsByProducts: [] });
      expect(await call('/chapters/stats')).toEqual({ total: 0, active: 0, inactive: 0, withUsers: 0, withEvents: 0, topChaptersByOrders: [] });
      expect(await call('/categories/stats')).toEqual({ total: 0, active: 0, inactive: 0, withProducts: 0, popular: [] });
    } finally {
      await empty.close();
    }
  });
});
