import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import type { AuditList } from '@portal/contract/audit';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createProduct, createVendor } from '../fixtures/catalogue';

describe.each(databaseKinds())('GET /audit on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let vendorId: number;
  let productId: number;

  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, role: Role, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: users[role].headers, ...(payload ? { payload } : {}) });
  const history = async (query: string, role: Role = 'ADMIN') => {
    const res = await call('GET', `/audit?${query}`, role);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AuditList;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    vendorId = (await createVendor(t.app, { name: 'Acme', bankAccount: '111122223333', routingNumber: '021000021' })).id;
    productId = (await createProduct(t.app, vendorId, { name: 'Paper', price: 1000, sku: 'P-1' })).id;
    const body = { name: 'Paper', price: 1250, sku: 'P-1', vendorId, description: '' };
    expect((await call('PUT', `/products/${productId}`, 'ADMIN', body)).statusCode).toBe(200);
    expect((await call('PATCH', `/products/${productId}/deactivate`, 'ADMIN')).statusCode).toBe(200);
    expect((await call('PUT', `/vendors/${vendorId}`, 'SUPER_ADMIN', { bankAccount: '999988887777', city: 'Dallas' })).statusCode).toBe(200);
    expect((await call('PUT', `/vendors/${vendorId}`, 'ADMIN', { isActive: false })).statusCode).toBe(200);
    await t.app.db.insert(schema.auditLog).values({ action: 'auth.login.success', entity: 'user', entityId: String(users.USER.id), actorUserId: users.USER.id, ip: '10.0.0.1' });
    // A record written before bank details were masked in the log.
    await t.app.db.insert(schema.auditLog).values({ action: 'vendor.bank_details_change', entity: 'vendor', entityId: String(vendorId), details: { bankAccount: { from: '555566667777', to: null } } });
  });
  afterAll(async () => t?.close());

  it("lists a product's changes, newest first, with who made them and from what to what", async () => {
    const { records, pagination } = await history(`entity=product&entityId=${productId}`);
    expect(pagination.total).toBe(2);
    expect(records.map((r) => r.action)).toEqual(['product.deactivate', 'product.update']);
    expect(records[1]!.changes).toEqual([{ field: 'price', from: 1000, to: 1250 }]);
    expect(records[0]!.changes).toEqual([{ field: 'isActive', from: true, to: false }]);
    expect(records[1]!.actor).toMatchObject({ id: users.ADMIN.id, email: users.ADMIN.email });
    expect(records[1]!.ip).toBeNull();
  });

  it('masks bank details for every reader, old records included', async () => {
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) {
      const { records } = await history(`entity=vendor&entityId=${vendorId}&action=vendor.bank_details_change`, role);
      expect(records).toHaveLength(2);
      const text = JSON.stringify(records);
      for (const secret of ['111122223333', '999988887777', '555566667777']) expect(text).not.toContain(secret);
      expect(records.flatMap((r) => r.changes)).toContainEqual({ field: 'bankAccount', from: '••••3333', to: '••••7777' });
      expect(records.flatMap((r) => r.changes)).toContainEqual({ field: 'bankAccount', from: '••••7777', to: null });
    }
  });

  it('records vendor field changes and deactivation apart from bank details', async () => {
    const { records } = await history(`entity=vendor&entityId=${vendorId}&action=vendor`);
    const byAction = Object.fromEntries(records.map((r) => [r.action, r]));
    expect(byAction['vendor.update']!.changes).toEqual([{ field: 'city', from: 'Austin', to: 'Dallas' }]);
    expect(byAction['vendor.deactivate']!.changes).toEqual([{ field: 'isActive', from: true, to: false }]);
    expect(byAction['vendor.deactivate']!.actor?.id).toBe(users.ADMIN.id);
  });

  it('filters by actor, action and date range, and pages', async () => {
    const bySuper = await history(`actorUserId=${users.SUPER_ADMIN.id}&entity=vendor`);
    expect(new Set(bySuper.records.map((r) => r.actor?.id))).toEqual(new Set([users.SUPER_ADMIN.id]));
    const future = await history(`from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(future.pagination.total).toBe(0);
    const past = await history(`to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&entity=product`);
    expect(past.pagination.total).toBe(2);
    const page2 = await history('entity=vendor&limit=2&page=2');
    expect(page2.records).toHaveLength(2);
    expect(page2.pagination).toMatchObject({ page: 2, limit: 2 });
  });

  it('lets an ADMIN read only orders, products and vendors, and a super admin everything with addresses', async () => {
    expect((await call('GET', '/audit?entity=user', 'ADMIN')).statusCode).toBe(403);
    const admin = await history('limit=100');
    expect(new Set(admin.records.map((r) => r.entity))).toEqual(new Set(['product', 'vendor']));
    const superAdmin = await history('limit=100', 'SUPER_ADMIN');
    expect(superAdmin.records.some((r) => r.entity === 'user')).toBe(true);
    expect(superAdmin.records.find((r) => r.action === 'product.update')!.ip).toBe('127.0.0.1');
    expect((await call('GET', '/audit', 'CHAPTER')).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const backwards = await call('GET', '/audit?from=2026-02-01&to=2026-01-01', 'ADMIN');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('to');
    const entity = await call('GET', '/audit?entity=planet', 'ADMIN');
    expect(entity.statusCode).toBe(400);
    expect(entity.json().errors).toHaveProperty('entity');
  });
});
