import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import type { Role } from '@portal/contract/rules';

const valid = {
  taxRateBps: 825,
  feeRatesBps: { ACH: 150, DEBIT_CARD: 350, CREDIT_CARD: 290 },
  freeShippingThresholdCents: 7500,
  portalName: 'Greek Wholesale',
  defaultPageSize: 25,
};

describe.each(databaseKinds())('GET and PUT /settings on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  const put = (payload: unknown, who: Role = 'SUPER_ADMIN') =>
    t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: users[who].headers, payload: payload as object });

  it('creates the settings from the contract defaults when the row is missing', async () => {
    await t.app.db.delete(schema.settings);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: users.USER.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      taxRateBps: 800,
      feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 },
      freeShippingThresholdCents: 5000,
      portalName: 'Chapter Portal',
      defaultPageSize: 10,
      version: expect.any(Number),
    });
  });

  it('lets only a super admin change the settings', async () => {
    expect((await put(valid, 'ADMIN')).statusCode).toBe(403);
    expect((await put(valid, 'CHAPTER')).statusCode).toBe(403);
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: users.ADMIN.headers })).json().data;
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(valid);
    expect(res.json().data.version).toBeGreaterThan(before.version);
  });

  it.each([
    ['a rate above 10000 bps', { ...valid, taxRateBps: 10_001 }],
    ['a negative rate', { ...valid, feeRatesBps: { ...valid.feeRatesBps, ACH: -1 } }],
    ['a fractional rate', { ...valid, taxRateBps: 8.5 }],
    ['a missing method rate', { ...valid, feeRatesBps: { ACH: 1, DEBIT_CARD: 2 } }],
    ['a negative threshold', { ...valid, freeShippingThresholdCents: -1 }],
    ['an empty portal name', { ...valid, portalName: '   ' }],
    ['a portal name over 100 characters', { ...valid, portalName: 'x'.repeat(101) }],
    ['a page size not offered', { ...valid, defaultPageSize: 20 }],
    ['an unknown field', { ...valid, currency: 'EUR' }],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await put(body)).statusCode).toBe(400);
  });

  it('prices new orders with the rates in force', async () => {
    await put({ ...valid, taxRateBps: 1000, feeRatesBps: { ACH: 500, DEBIT_CARD: 0, CREDIT_CARD: 0 } });
    const shopper = users.CHAPTER;
    const scene = await shopScene(t.app, shopper, [1999]);
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]));
    // 10 % of 19.99 = 1.999 -> 2.00; 5 % = 0.9995 -> 1.00.
    expect(res.json().data).toMatchObject({ subtotal: 1999, tax: 200, processingFee: 100, total: 2299 });
  });
});
