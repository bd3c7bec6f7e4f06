/**
 * The inputs that once reached PostgreSQL and failed there with a 500 (issue: 163 of 34,000
 * generated requests): each is refused at the edge with a 4xx naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { MAX_ORDER_TOTAL_CENTS } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createProduct, orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createRoleUsers, type TestUser } from '../fixtures/users';

const chapter = { name: 'Nul Chapter', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' };
const registration = { email: 'nul@reg.test', password: 'Passw0rdX', firstName: 'a\u0000', lastName: 'B', chapter };

describe.each(databaseKinds('both'))('input the database would refuse, on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof createRoleUsers>>;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    scene = await shopScene(t.app, users.CHAPTER, [1000]);
  });
  afterAll(async () => t?.close());

  const send = (user: TestUser | null, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: { ...(user?.headers ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });

  const refusals: Array<[string, () => [TestUser | null, string, string, unknown?], string]> = [
    ['a NUL in a registrant name', () => [null, 'POST', '/auth/register', registration], 'firstName'],
    ['a NUL in a profile', () => [users.CHAPTER, 'PUT', '/users/profile', { firstName: 'x\u0000' }], 'firstName'],
    ['a NUL in a product search', () => [users.USER, 'GET', '/products?search=%00'], 'search'],
    ['a NUL in an order search', () => [users.ADMIN, 'GET', '/orders?search=a%00'], 'search'],
    ['a NUL in a user search', () => [users.ADMIN, 'GET', '/users?search=%00'], 'search'],
    ['a NUL in a product name', () => [users.ADMIN, 'POST', '/products', { name: 'a\u0000', price: 100, vendorId: scene.vendor.id }], 'name'],
    ['a NUL in a category name', () => [users.SUPER_ADMIN, 'POST', '/categories', { name: '\u0000' }], 'name'],
    ['a NUL in a tag name', () => [users.SUPER_ADMIN, 'POST', '/tags', { name: 'x\u0000y' }], 'name'],
    ['a NUL in the portal name', () => [users.SUPER_ADMIN, 'PUT', '/settings', { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, portalName: 'P\u0000', defaultPageSize: 10 }], 'portalName'],
    ['a NUL in image alt text', () => [users.ADMIN, 'PUT', `/products/${scene.products[0]!.id}/images/1`, { altText: 'a\u0000' }], 'altText'],
    ['a NUL in a nested field', () => [null, 'POST', '/auth/register', { ...registration, firstName: 'A', chapter: { ...chapter, city: '\u0000' } }], 'chapter.city'],
    ['a NUL in a path parameter', () => [null, 'GET', '/images/1/a%00b'], 'variant'],
    ['an order placed in year 0', () => [users.CHAPTER, 'POST', '/orders', orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { placedAt: '0000-01-01T00:00:00Z' })], 'placedAt'],
    ['an order placed in year 9999', () => [users.CHAPTER, 'POST', '/orders', orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { placedAt: '9999-12-31T23:59:59Z' })], 'placedAt'],
    ['a report through the last day of year 9999', () => [users.ADMIN, 'GET', '/reports/purchases?endDate=9999-12-31'], 'endDate'],
    ['a report from year 0', () => [users.ADMIN, 'GET', '/reports/payments?startDate=0000-01-01'], 'startDate'],
    ['an order filter in year 0', () => [users.ADMIN, 'GET', '/orders?startDate=0000-01-01'], 'startDate'],
    ['an order filter past year 9999', () => [users.ADMIN, 'GET', '/orders?endDate=%2B020000-01-01T00:00:00Z'], 'endDate'],
    ['a sync cursor beyond the integer column', () => [users.USER, 'GET', '/sync/catalogue?cursor=2147483648'], 'cursor'],
  ];

  it.each(refusals)('answers 400 naming the field for %s', async (_label, request, field) => {
    const [user, method, url, payload] = request();
    const res = await send(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().errors, res.body).toHaveProperty([field]);
  });

  it('refuses an order whose total passes the largest order with a message the shopper understands', async () => {
    const expensive = [];
    for (let i = 0; i < 3; i++) expensive.push(await createProduct(t.app, scene.vendor.id, { price: 99_999 }));
    const res = await postOrder(t.app, users.CHAPTER, orderBody(scene.event.id, expensive.map((p) => ({ productId: p.id, quantity: 10_000 }))));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'ORDER_TOO_LARGE', message: MSG.orderTooLarge });
    expect(res.json().errors).toHaveProperty('items');
    expect(MAX_ORDER_TOTAL_CENTS).toBeLessThan(2 ** 31);
  });

  it('answers 400 to a multipart upload whose body is not multipart', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await send(users.ADMIN, 'POST', `/products/${scene.products[0]!.id}/images`, '{"images":[]}', { 'content-type': contentType });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
  });
});
