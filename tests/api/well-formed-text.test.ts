/**
 * Every text the API accepts is well-formed Unicode: a lone UTF-16 surrogate (half of a pair, which
 * no UTF-8 can encode) once reached PostgreSQL's json through the audit log and answered 500. It is
 * refused at the edge, for every route, with a 400 naming the field, as a NUL character is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CHARACTER } from '@portal/contract/guards';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, shopScene } from '../fixtures/orders';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { insertVendor } from './helpers/back-office-data';

const HIGH = '\ud800';
const LOW = '\udfff';
const chapter = { name: 'Surrogate Chapter', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' };
const registration = { email: 'lone@reg.test', password: 'Passw0rdX', firstName: 'Ada', lastName: 'B', chapter };
const vendorBody = { name: 'Lone Co', contactName: 'x', email: 'lone@co.test', address: 'x', city: 'x', state: 'x', zipCode: 'x' };
const event = { name: 'Fair', startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-02T00:00:00Z', chapterId: 1 };

describe.each(databaseKinds('both'))('text that is not well-formed Unicode, on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof createRoleUsers>>;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  let vendorId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    scene = await shopScene(t.app, users.CHAPTER, [1000]);
    vendorId = (await insertVendor(t.app)).id;
  });
  afterAll(async () => t?.close());

  const send = (user: TestUser | null, method: string, url: string, payload: unknown) =>
    t.app.inject({ method: method as 'POST', url: `/api/v1${url}`, headers: user?.headers ?? {}, payload: payload as string });

  const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: `${INVALID_CHARACTER} (${field})`, errors: { [field]: INVALID_CHARACTER } });
  };

  it.each(['city', 'phone', 'state', 'zipCode'])('answers PUT /vendors/:id with a lone surrogate in %s with 400 naming it, and keeps the vendor', async (field) => {
    const res = await send(users.SUPER_ADMIN, 'PUT', `/vendors/${vendorId}`, { ...vendorBody, email: `lone-${field}@co.test`, [field]: HIGH });
    expectRefused(res, field);
    expect((await send(users.SUPER_ADMIN, 'GET', `/vendors/${vendorId}`, undefined)).statusCode).toBe(200);
  });

  it.each([
    ['a high half at the end', `Austin${HIGH}`],
    ['a low half alone', `${LOW}Austin`],
    ['the halves in the wrong order', `${LOW}${HIGH}`],
  ])('refuses %s', async (_label, city) => {
    expectRefused(await send(users.ADMIN, 'PUT', `/vendors/${vendorId}`, { city }), 'city');
  });

  it('accepts a well-formed pair (a character outside the Basic Multilingual Plane) and stores it as sent', async () => {
    const city = 'Austin \u{1F335}';
    const res = await send(users.ADMIN, 'PUT', `/vendors/${vendorId}`, { city });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.city).toBe(city);
  });

  const refusals: Array<[string, () => [TestUser | null, string, string, unknown], string]> = [
    ['a registrant name', () => [null, 'POST', '/auth/register', { ...registration, firstName: `A${HIGH}` }], 'firstName'],
    ['a nested chapter field at registration', () => [null, 'POST', '/auth/register', { ...registration, chapter: { ...chapter, city: LOW } }], 'chapter.city'],
    ['a sign-in e-mail', () => [null, 'POST', '/auth/login', { email: `a${HIGH}@b.co`, password: 'x' }], 'email'],
    ['a profile', () => [users.CHAPTER, 'PUT', '/users/profile', { firstName: `x${HIGH}` }], 'firstName'],
    ['a product name', () => [users.ADMIN, 'POST', '/products', { name: `a${HIGH}`, price: 100, vendorId }], 'name'],
    ['a category name', () => [users.SUPER_ADMIN, 'POST', '/categories', { name: HIGH }], 'name'],
    ['a tag name', () => [users.SUPER_ADMIN, 'POST', '/tags', { name: `x${LOW}y` }], 'name'],
    ['a new vendor', () => [users.ADMIN, 'POST', '/vendors', { ...vendorBody, contactName: HIGH }], 'contactName'],
    ['a chapter address', () => [users.SUPER_ADMIN, 'POST', '/chapters', { ...chapter, address: `a${HIGH}` }], 'address'],
    ['an event description', () => [users.ADMIN, 'POST', '/events', { ...event, description: LOW }], 'description'],
    ['order notes', () => [users.CHAPTER, 'POST', '/orders', orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }], { notes: `gate ${HIGH}` })], 'notes'],
    ['image alt text', () => [users.ADMIN, 'PUT', `/products/${scene.products[0]!.id}/images/1`, { altText: `a${HIGH}` }], 'altText'],
    ['a bulk action list item', () => [users.ADMIN, 'POST', '/products/bulk', { action: HIGH, ids: [1] }], 'action'],
    ['an object key', () => [users.ADMIN, 'PUT', `/vendors/${vendorId}`, { [`ci${HIGH}ty`]: 'Austin' }], 'city'],
  ];

  it.each(refusals)('answers 400 naming the field for a lone surrogate in %s', async (_label, request, field) => {
    const [user, method, url, payload] = request();
    expectRefused(await send(user, method, url, payload), field);
  });
});
