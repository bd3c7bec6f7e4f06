import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import { MSG } from '@portal/contract/messages';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { insertEvent, insertOrder, insertProduct, insertVendor } from './helpers/back-office-data';

const validVendor = {
  name: '  Acme Supply  ',
  contactName: 'Jo Smith',
  email: 'Sales@Acme.TEST',
  phone: '555-0100',
  address: '1 Acme Way',
  city: 'Boise',
  state: 'ID',
  zipCode: '83702',
  taxId: '12-3456789',
  bankAccount: '000123456789',
  routingNumber: '110000000',
};

describe.each(databaseKinds())('vendors API on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  const call = (role: Role, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: users[role].headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  describe('POST /vendors', () => {
    it('creates a vendor with trimmed text and a lower-cased e-mail, answering 201', async () => {
      const res = await call('SUPER_ADMIN', 'POST', '/vendors', validVendor);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { name: 'Acme Supply', email: 'sales@acme.test', isActive: true, counts: { products: 0, vendorOrders: 0, payments: 0 } } });
      expect(body.data.bankAccount).toBe('000123456789');
    });

    it('refuses a second vendor with the same e-mail in any case with 409', async () => {
      const res = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: 'SALES@acme.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: MSG.emailExists });
    });

    it('names every missing required field with the spec message', async () => {
      const res = await call('ADMIN', 'POST', '/vendors', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        name: MSG.companyNameRequired,
        contactName: MSG.contactNameRequired,
        email: MSG.validEmailRequired,
        address: MSG.addressRequired,
        city: MSG.cityRequired,
        state: MSG.stateRequired,
        zipCode: MSG.zipRequired,
      });
    });

    it('refuses over-long fields and a malformed e-mail with the spec messages', async () => {
      const res = await call('ADMIN', 'POST', '/vendors', {
        ...validVendor,
        name: 'x'.repeat(101),
        email: 'not-an-email',
        phone: '1'.repeat(21),
        taxId: 't'.repeat(51),
        bankAccount: 'b'.repeat(101),
        routingNumber: 'r'.repeat(51),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        name: MSG.companyNameMax,
        email: MSG.validEmailRequired,
        phone: MSG.phoneMax,
        taxId: MSG.taxIdMax,
        bankAccount: MSG.bankAccountMax,
        routingNumber: MSG.routingNumberMax,
      });
    });

    it('refuses bank details, state and ZIP that no US bank or post office would take, naming each field', async () => {
      const res = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: 'us@acme.test', routingNumber: '12', bankAccount: '123', state: 'Texas', zipCode: '7330' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        routingNumber: MSG.routingNumberInvalid,
        bankAccount: MSG.bankAccountInvalid,
        state: MSG.stateInvalid,
        zipCode: MSG.zipInvalid,
      });
      // Nine digits whose ABA checksum is not a multiple of ten (021000021 is; 021000022 is not).
      const checksum = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: 'us@acme.test', routingNumber: '021000022' });
      expect(checksum.json().errors).toEqual({ routingNumber: MSG.routingNumberInvalid });
      const ok = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: 'us@acme.test', routingNumber: '021000021', bankAccount: '1234', state: 'pr', zipCode: '00901-1234' });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ state: 'PR', zipCode: '00901-1234' });
    });

    it('lets an old record with a free-text state be edited, and names the field when that state is sent again', async () => {
      const old = await insertVendor(t.app, { state: 'Texas', zipCode: '7330' });
      const city = await call('ADMIN', 'PUT', `/vendors/${old.id}`, { city: 'Dallas' });
      expect(city.statusCode, city.body).toBe(200);
      const same = await call('ADMIN', 'PUT', `/vendors/${old.id}`, { state: 'Texas', zipCode: '7330' });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual({ state: MSG.stateInvalid, zipCode: MSG.zipInvalid });
    });

    it('refuses fields that are not part of a vendor', async () => {
      const res = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: 'other@acme.test', id: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    });
  });

  describe('bank detail masking', () => {
    it('shows an admin only the last four characters of bank account and routing number', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '9876543210', routingNumber: '021000021' });
      const res = await call('ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(res.json().data).toMatchObject({ bankAccount: '••••3210', routingNumber: '••••0021' });
      const list = await call('ADMIN', 'GET', `/vendors?search=${encodeURIComponent(vendor.email)}`);
      expect(list.json().data.vendors[0]).toMatchObject({ bankAccount: '••••3210', routingNumber: '••••0021' });
    });

    it('shows a super admin the full bank details', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '9876543210', routingNumber: '021000021' });
      const res = await call('SUPER_ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(res.json().data).toMatchObject({ bankAccount: '9876543210', routingNumber: '021000021' });
    });
  });

  describe('bank details are write-only', () => {
    const auditRows = (vendorId: number) =>
      t.app.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'vendor.bank_details_change'), eq(schema.auditLog.entityId, String(vendorId))));

    it('keeps the stored bank details when an admin updates another field', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '5555999012', routingNumber: '021000021' });
      const res = await call('ADMIN', 'PUT', `/vendors/${vendor.id}`, { city: 'Austin' });
      expect(res.statusCode).toBe(200);
      const full = await call('SUPER_ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(full.json().data).toMatchObject({ city: 'Austin', bankAccount: '5555999012', routingNumber: '021000021' });
      expect(await auditRows(vendor.id)).toEqual([]);
    });

    it.each([
      ['bankAccount', MSG.bankAccountMasked],
      ['routingNumber', MSG.routingNumberMasked],
    ])('refuses a masked %s with 400 naming the field and stores nothing', async (field, message) => {
      const vendor = await insertVendor(t.app, { bankAccount: '5555999012', routingNumber: '021000021' });
      for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) {
        const res = await call(role, 'PUT', `/vendors/${vendor.id}`, { city: 'Austin', [field]: '••••9012' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ [field]: message });
      }
      const created = await call('ADMIN', 'POST', '/vendors', { ...validVendor, email: `masked-${field}@acme.test`, [field]: '12••34' });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual({ [field]: message });
      const full = await call('SUPER_ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(full.json().data).toMatchObject({ city: vendor.city, bankAccount: '5555999012', routingNumber: '021000021' });
    });

    it('replaces a bank detail the admin typed and audits it with masked values only', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '5555999012', routingNumber: '021000021' });
      const res = await call('ADMIN', 'PUT', `/vendors/${vendor.id}`, { bankAccount: '7777123456' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ bankAccount: '••••3456', routingNumber: '••••0021' });
      const full = await call('SUPER_ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(full.json().data).toMatchObject({ bankAccount: '7777123456', routingNumber: '021000021' });
      const rows = await auditRows(vendor.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ entity: 'vendor', actorUserId: users.ADMIN.id, details: { bankAccount: { from: '••••9012', to: '••••3456' } } });
      expect(JSON.stringify(rows[0]!.details)).not.toMatch(/5555999012|7777123456|021000021/);
    });

    it('clears a bank detail sent as null and audits the removal', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '5555999012', routingNumber: '021000021' });
      const res = await call('SUPER_ADMIN', 'PUT', `/vendors/${vendor.id}`, { routingNumber: null });
      expect(res.json().data).toMatchObject({ bankAccount: '5555999012', routingNumber: null });
      expect((await auditRows(vendor.id))[0]).toMatchObject({ details: { routingNumber: { from: '••••0021', to: null } } });
    });
  });

  describe('GET /vendors', () => {
    it('gives shoppers only active vendors and only id, name, contact and e-mail', async () => {
      const active = await insertVendor(t.app, { city: 'Shopperville', bankAccount: '1234567890' });
      await insertVendor(t.app, { city: 'Shopperville', isActive: false });
      for (const role of ['USER', 'CHAPTER'] as const) {
        const res = await call(role, 'GET', '/vendors?city=Shopperville&isActive=false');
        expect(res.statusCode).toBe(200);
        expect(res.json().data.vendors).toEqual([{ id: active.id, name: active.name, contactName: active.contactName, email: active.email }]);
      }
    });

    it('gives shoppers 404 for an inactive vendor', async () => {
      const inactive = await insertVendor(t.app, { isActive: false });
      expect((await call('CHAPTER', 'GET', `/vendors/${inactive.id}`)).statusCode).toBe(404);
      expect((await call('ADMIN', 'GET', `/vendors/${inactive.id}`)).statusCode).toBe(200);
    });

    it('filters admins by search, state, city and status and pages the result', async () => {
      const a = await insertVendor(t.app, { name: 'Zeta Filter Co', state: 'WY', city: 'Cody' });
      const b = await insertVendor(t.app, { name: 'Zeta Filter Inc', state: 'WY', city: 'Cody', isActive: false });
      await insertVendor(t.app, { name: 'Zeta Filter Ltd', state: 'MT', city: 'Cody' });
      const res = await call('ADMIN', 'GET', '/vendors?search=zeta%20filter&state=WY&city=cody&limit=1&page=2');
      expect(res.json().data.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
      expect(res.json().data.vendors.map((v: { id: number }) => v.id)).toEqual([b.id]);
      const active = await call('ADMIN', 'GET', '/vendors?search=zeta%20filter&state=WY&isActive=true');
      expect(active.json().data.vendors.map((v: { id: number }) => v.id)).toEqual([a.id]);
    });

    it('treats % and _ in the search as plain characters', async () => {
      await insertVendor(t.app, { name: 'Percent Plain Vendor' });
      const res = await call('ADMIN', 'GET', '/vendors?search=%25');
      expect(res.json().data.vendors).toEqual([]);
    });

    it('counts products, vendor orders and payments per vendor for admins', async () => {
      const vendor = await insertVendor(t.app);
      await insertProduct(t.app, vendor.id);
      await insertProduct(t.app, vendor.id);
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      await insertOrder(t.app, { userId: users.CHAPTER.id, chapterId: users.CHAPTER.chapterId!, eventId: event.id, vendorId: vendor.id });
      const res = await call('ADMIN', 'GET', `/vendors/${vendor.id}`);
      expect(res.json().data.counts).toEqual({ products: 2, vendorOrders: 1, payments: 1 });
    });

    it.each([
      ['page=0', 'page'],
      ['limit=500', 'limit'],
      ['isActive=maybe', 'isActive'],
      ['page=abc', 'page'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await call('ADMIN', 'GET', `/vendors?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await call('ADMIN', 'GET', '/vendors/999999')).statusCode).toBe(404);
      const bad = await call('ADMIN', 'GET', '/vendors/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
    });
  });

  describe('PUT /vendors/:id', () => {
    it('toggles the status when the body carries only isActive', async () => {
      const vendor = await insertVendor(t.app);
      const res = await call('ADMIN', 'PUT', `/vendors/${vendor.id}`, { isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: vendor.id, name: vendor.name, isActive: false });
    });

    it('validates the fields it is given and clears optional ones sent blank', async () => {
      const vendor = await insertVendor(t.app, { phone: '555-0101' });
      const bad = await call('ADMIN', 'PUT', `/vendors/${vendor.id}`, { name: '   ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ name: MSG.companyNameRequired });
      const cleared = await call('ADMIN', 'PUT', `/vendors/${vendor.id}`, { phone: '', city: 'Reno' });
      expect(cleared.json().data).toMatchObject({ phone: null, city: 'Reno' });
    });

    it("refuses another vendor's e-mail with 409 and accepts the vendor's own", async () => {
      const a = await insertVendor(t.app);
      const b = await insertVendor(t.app);
      expect((await call('ADMIN', 'PUT', `/vendors/${a.id}`, { email: b.email.toUpperCase() })).statusCode).toBe(409);
      expect((await call('ADMIN', 'PUT', `/vendors/${a.id}`, { email: a.email })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown vendor', async () => {
      expect((await call('ADMIN', 'PUT', '/vendors/999999', { isActive: true })).statusCode).toBe(404);
    });
  });

  describe('DELETE /vendors/:id', () => {
    it('deletes a vendor with no products or orders', async () => {
      const vendor = await insertVendor(t.app);
      const res = await call('ADMIN', 'DELETE', `/vendors/${vendor.id}`);
      expect(res.statusCode).toBe(200);
      expect((await call('ADMIN', 'GET', `/vendors/${vendor.id}`)).statusCode).toBe(404);
    });

    it('refuses with 409 while the vendor has products', async () => {
      const vendor = await insertVendor(t.app);
      await insertProduct(t.app, vendor.id);
      const res = await call('ADMIN', 'DELETE', `/vendors/${vendor.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.vendorHasDependents);
    });

    it('refuses with 409 while the vendor has orders', async () => {
      const vendor = await insertVendor(t.app);
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      await insertOrder(t.app, { userId: users.CHAPTER.id, chapterId: users.CHAPTER.chapterId!, eventId: event.id, vendorId: vendor.id });
      expect((await call('SUPER_ADMIN', 'DELETE', `/vendors/${vendor.id}`)).statusCode).toBe(409);
    });

    it('answers 404 for an unknown vendor', async () => {
      expect((await call('ADMIN', 'DELETE', '/vendors/999999')).statusCode).toBe(404);
    });
  });

  it('refuses shoppers every write with 403', async () => {
    const vendor = await insertVendor(t.app);
    expect((await call('CHAPTER', 'POST', '/vendors', validVendor)).statusCode).toBe(403);
    expect((await call('USER', 'PUT', `/vendors/${vendor.id}`, { isActive: false })).statusCode).toBe(403);
    expect((await call('CHAPTER', 'DELETE', `/vendors/${vendor.id}`)).statusCode).toBe(403);
    expect((await call('CHAPTER', 'GET', '/vendors/stats')).statusCode).toBe(403);
  });
});
