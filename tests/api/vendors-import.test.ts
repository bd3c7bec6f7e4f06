import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import type { ImportReport } from '@portal/contract/imports';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createVendor } from '../fixtures/catalogue';

const HEADER = 'email,name,contactName,phone,address,city,state,zipCode,taxId,minOrder,active';

describe('POST /vendors/import', () => {
  let t: TestApp;
  let users: Record<Role, TestUser>;

  const upload = (csv: string, dryRun: boolean, role: Role = 'ADMIN') =>
    t.app.inject({ method: 'POST', url: `/api/v1/vendors/import?dryRun=${dryRun}`, headers: { ...users[role].headers, 'content-type': 'text/csv' }, payload: csv });
  const vendorByEmail = async (email: string) => (await t.app.db.select().from(schema.vendors).where(eq(schema.vendors.email, email)))[0];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    users = await createRoleUsers(t.app);
    await createVendor(t.app, { name: 'Old Name', email: 'old@vendor.test', bankAccount: '111122223333' });
  });
  afterAll(async () => t?.close());

  it('lists row errors with the vendor form messages on a dry run', async () => {
    const csv = [
      HEADER,
      'new@vendor.test,New Co,Ann,,1 Main St,Austin,TX,73301,,10.00,true',
      'bad-email,No Mail Co,Bob,,1 Main St,Austin,TX,73301,,,',
      `x@vendor.test,${'N'.repeat(101)},Cy,,1 Main St,,TX,73301,,,`,
      'y@vendor.test,Y Co,Di,,1 Main St,Austin,TX,73301,,-5,',
    ].join('\n');
    const res = await upload(csv, true);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as ImportReport;
    expect(report).toMatchObject({ totalRows: 4, created: 1, errorRows: 3 });
    expect(report.rows[1]!.errors).toEqual({ email: 'Valid email is required' });
    expect(report.rows[2]!.errors).toEqual({ name: 'Company name must not exceed 100 characters', city: 'City is required' });
    expect(report.rows[3]!.errors).toEqual({ minOrder: 'minOrder cannot be negative' });
    expect(report.rows[3]!.errorCodes).toEqual({ minOrder: { code: 'AMOUNT_NEGATIVE', params: { field: 'minOrder' } } });
  });

  it('applies by e-mail, keeps bank details, and re-applying changes nothing', async () => {
    const csv = [HEADER, 'new@vendor.test,New Co,Ann,,1 Main St,Austin,TX,73301,,10.00,true', 'OLD@vendor.test,Renamed Co,Contact,,1 Main St,Dallas,TX,75201,,,no'].join('\n');
    const first = await upload(csv, false);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ applied: true, created: 1, updated: 1, unchanged: 0 });
    expect(await vendorByEmail('new@vendor.test')).toMatchObject({ name: 'New Co', minOrderCents: 1000, isActive: true });
    expect(await vendorByEmail('old@vendor.test')).toMatchObject({ name: 'Renamed Co', city: 'Dallas', isActive: false, bankAccount: '111122223333' });
    const again = await upload(csv, false);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const audits = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'vendor.import'));
    expect(audits).toHaveLength(2);
  });

  it('reads a minimum order typed with a decimal comma as dollars and cents, and refuses a broken grouping', async () => {
    const csv = [HEADER, 'comma@vendor.test,Comma Co,Ann,,1 Main St,Austin,TX,73301,,"12,50",true', 'group@vendor.test,Group Co,Bob,,1 Main St,Austin,TX,73301,,"12,345,6",true'].join('\n');
    const report = (await upload(csv, true)).json().data as ImportReport;
    expect(report.rows[0]).toMatchObject({ action: 'create' });
    expect(report.rows[1]!.errors).toEqual({ minOrder: 'minOrder must be written like 12.50, 12,50 or 1,234.50' });
    expect(report.rows[1]!.errorCodes).toEqual({ minOrder: { code: 'AMOUNT_FORMAT', params: { field: 'minOrder' } } });
    const applied = await upload(`${HEADER}\ncomma@vendor.test,Comma Co,Ann,,1 Main St,Austin,TX,73301,,"12,50",true`, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await vendorByEmail('comma@vendor.test')).toMatchObject({ minOrderCents: 1250 });
  });

  it('refuses shoppers and a header without the required columns', async () => {
    expect((await upload(HEADER, true, 'CHAPTER')).statusCode).toBe(403);
    const res = await upload('email,name\na@b.test,A', true);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('header');
  });
});
