import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createCategory, createEvent, createProduct, createVendor, linkCategory, placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe.each(databaseKinds())('GET /reports/overview on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.app, 'ADMIN');
    const shopper = await createUser(t.app, 'CHAPTER');
    const other = await createUser(t.app, 'CHAPTER');
    const scene = await shopScene(t.app, shopper, [1000]);
    const second = await createProduct(t.app, (await createVendor(t.app)).id, { price: 500 });
    const category = await createCategory(t.app, 'Drinkware');
    await linkCategory(t.app, second.id, category.id);
    await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }, { productId: second.id, quantity: 2 }]);
    const otherEvent = await createEvent(t.app, other.chapterId!);
    const cancelled = await placeOrder(t.app, other, otherEvent.id, [{ productId: second.id, quantity: 1 }]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: other.headers });
    // Events far from today: one last year, one inactive next year.
    await createEvent(t.app, shopper.chapterId!, { startDate: new Date(Date.now() - 400 * DAY), endDate: new Date(Date.now() - 399 * DAY) });
    await createEvent(t.app, shopper.chapterId!, { startDate: new Date(Date.now() + 400 * DAY), endDate: new Date(Date.now() + 401 * DAY), isActive: false });
  });
  afterAll(async () => t?.close());

  const overview = async (startDate: string, endDate: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports/overview?startDate=${startDate}&endDate=${endDate}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('counts the people, chapters, vendors and categories with orders in the dates (cancelled ones left out), and the events held in them', async () => {
    expect(await overview(day(0), day(0))).toEqual({ users: 1, chapters: 1, vendors: 2, categories: 1, events: 2, activeEvents: 2 });
  });

  it('follows the chosen dates: a range with no orders counts none, and events are those held in it', async () => {
    expect(await overview(day(-420), day(-390))).toEqual({ users: 0, chapters: 0, vendors: 0, categories: 0, events: 1, activeEvents: 1 });
    expect(await overview(day(390), day(410))).toEqual({ users: 0, chapters: 0, vendors: 0, categories: 0, events: 1, activeEvents: 0 });
  });
});
