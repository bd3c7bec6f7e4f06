import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import { IMPORT_MAX_BYTES, type ImportReport } from '@portal/contract/imports';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createCategory, createProduct, createTag, createVendor } from '../fixtures/catalogue';

const HEADER = 'sku,name,description,price,vendor,categories,tags,packSize,active';

describe.each(databaseKinds('both'))('POST /products/import on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let vendorId: number;
  let paperId: number;
  let officeId: number;
  let ecoId: number;

  const upload = (csv: string, dryRun: boolean, role: Role = 'ADMIN') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/products/import?dryRun=${dryRun}`,
      headers: { ...users[role].headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const productBySku = async (sku: string) => (await t.app.db.select().from(schema.products).where(eq(schema.products.sku, sku)))[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    vendorId = (await createVendor(t.app, { name: 'Acme Supplies' })).id;
    paperId = (await createCategory(t.app, { name: 'Paper' })).id;
    officeId = (await createCategory(t.app, { name: 'Office' })).id;
    ecoId = (await createTag(t.app, { name: 'Eco' })).id;
    await createProduct(t.app, vendorId, { name: 'Old stapler', price: 1000, sku: 'STAPLE-1' });
  });
  afterAll(async () => t?.close());

  it('lists every row error with the spec messages on a dry run and writes nothing', async () => {
    const csv = [
      HEADER,
      'NEW-1,Copy paper,Bright,12.50,Acme Supplies,Paper|Office,Eco,5,true',
      'NEW-2,,No name,3.00,Acme Supplies,,,,',
      'NEW-3,Free pen,,0,Acme Supplies,,,,',
      'NEW-4,Mystery,,1.00,Nobody Inc,Paper|Ghosts,,,',
      'NEW-5,Odd pack,,1.00,Acme Supplies,,,0,maybe',
      'NEW-1,Copy paper again,,2.00,Acme Supplies,,,,',
    ].join('\n');
    const res = await upload(csv, true);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as ImportReport;
    expect(report).toMatchObject({ dryRun: true, applied: false, totalRows: 6, created: 1, errorRows: 5 });
    const byLine = new Map(report.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ sku: 'NEW-1', action: 'create' });
    expect(byLine.get(3)!.errors).toEqual({ name: 'Please fill in all required fields' });
    expect(byLine.get(4)!.errors).toEqual({ price: 'Please enter a valid price' });
    expect(byLine.get(5)!.errors).toEqual({ vendor: 'Vendor not found', categories: 'Unknown category: Ghosts' });
    expect(byLine.get(6)!.errors).toEqual({ packSize: 'Pack size must be a whole number from 1 to 10000', active: 'active must be true or false' });
    expect(byLine.get(7)!.errors).toEqual({ sku: 'SKU NEW-1 is already on line 2 of the file' });
    // Every refusal carries a code and params too: a client words them in its language.
    expect(byLine.get(5)!.errorCodes).toEqual({ vendor: { code: 'VENDOR_NOT_FOUND' }, categories: { code: 'UNKNOWN_CATEGORY', params: { names: 'Ghosts' } } });
    expect(byLine.get(6)!.errorCodes).toEqual({ packSize: { code: 'INVALID_PACK_SIZE' }, active: { code: 'ACTIVE_FLAG' } });
    expect(byLine.get(7)!.errorCodes).toEqual({ sku: { code: 'REPEATED_IN_FILE', params: { key: 'SKU NEW-1', line: 2 } } });
    expect(byLine.get(3)!.errorCodes).toEqual({ name: { code: 'FILL_REQUIRED' } });
    expect(byLine.get(4)!.errorCodes).toEqual({ price: { code: 'INVALID_PRICE' } });
    expect(await productBySku('NEW-1')).toBeUndefined();
  });

  it('refuses to apply a file with row errors (422, nothing written)', async () => {
    const res = await upload(`${HEADER}\nNEW-9,Fine,,1.00,Acme Supplies,,,,\nNEW-10,,,1.00,Acme Supplies,,,,`, false);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errorRows).toBe(1);
    expect(await productBySku('NEW-9')).toBeUndefined();
  });

  it('applies a valid file by SKU, and re-applying it changes nothing', async () => {
    const csv = [
      HEADER,
      'NEW-1,Copy paper,Bright,12.50,Acme Supplies,Paper|Office,Eco,5,true',
      `NEW-2,Notebook,,$1,234.5,${vendorId},${officeId},,,no`,
      'STAPLE-1,Stapler,Heavy duty,19.99,acme supplies,,,,',
    ].join('\n').replace('$1,234.5', '"$1,234.5"');
    const first = await upload(csv, false);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ applied: true, totalRows: 3, created: 2, updated: 1, unchanged: 0, errorRows: 0 });
    const paper = await productBySku('NEW-1');
    expect(paper).toMatchObject({ name: 'Copy paper', description: 'Bright', price: 1250, packSize: 5, vendorId, isActive: true });
    const links = await t.app.db.select().from(schema.productCategories).where(eq(schema.productCategories.productId, paper!.id));
    expect(links.map((l) => l.categoryId).sort()).toEqual([paperId, officeId].sort());
    const tags = await t.app.db.select().from(schema.productTags).where(eq(schema.productTags.productId, paper!.id));
    expect(tags.map((l) => l.tagId)).toEqual([ecoId]);
    expect(await productBySku('NEW-2')).toMatchObject({ price: 123450, isActive: false });
    expect(await productBySku('STAPLE-1')).toMatchObject({ name: 'Stapler', price: 1999 });

    const again = await upload(csv, false);
    expect(again.json().data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3 });
    const dry = await upload(csv, true);
    expect(dry.json().data.rows.map((r: { action: string }) => r.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);

    const audits = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'product.import'));
    expect(audits.map((a) => a.details)).toEqual([
      { totalRows: 3, created: 2, updated: 1, unchanged: 0 },
      { totalRows: 3, created: 0, updated: 0, unchanged: 3 },
    ]);
    expect(audits[0]!.actorUserId).toBe(users.ADMIN.id);
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/audit?entity=product&entityId=${(await productBySku('STAPLE-1'))!.id}`, headers: users.ADMIN.headers });
    const [change] = history.json().data.records;
    expect(change).toMatchObject({ action: 'product.update', details: { source: 'import' } });
    expect(change.changes).toEqual(expect.arrayContaining([{ field: 'name', from: 'Old stapler', to: 'Stapler' }, { field: 'price', from: 1000, to: 1999 }]));
    const created = await t.app.inject({ method: 'GET', url: `/api/v1/audit?entity=product&entityId=${paper!.id}`, headers: users.ADMIN.headers });
    expect(created.json().data.records.map((r: { action: string }) => r.action)).toEqual(['product.create']);
  });

  it('keeps stored values of columns the header leaves out', async () => {
    const res = await upload('sku,name,price,vendor\nNEW-1,Copy paper,13.00,Acme Supplies', false);
    expect(res.json().data).toMatchObject({ updated: 1 });
    expect(await productBySku('NEW-1')).toMatchObject({ price: 1300, description: 'Bright', packSize: 5 });
    const links = await t.app.db.select().from(schema.productCategories).where(eq(schema.productCategories.productId, (await productBySku('NEW-1'))!.id));
    expect(links).toHaveLength(2);
  });

  it('accepts the file as a multipart upload', async () => {
    const boundary = 'csvboundary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="p.csv"', 'Content-Type: text/csv', '', 'sku,name,price,vendor', 'NEW-1,Copy paper,13.00,Acme Supplies', `--${boundary}--`, ''].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/import?dryRun=true',
      headers: { ...users.ADMIN.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows[0].action).toBe('unchanged');
  });

  it.each([
    ['an empty file', '', 'file'],
    ['a header missing required columns', 'sku,name\nA,B', 'header'],
    ['an unknown column', 'sku,name,price,vendor,colour\nA,B,1,Acme Supplies,red', 'header'],
    ['a header with no rows', HEADER, 'file'],
    ['broken quoting', 'sku,name,price,vendor\nA,"B,1,Acme', 'file'],
    ['a row with too many cells', 'sku,name,price,vendor\nA,B,1,Acme Supplies,extra', 'file'],
    ['a binary file', '\u0001\u0002PK\u0003\u0004', 'file'],
  ])('answers 400 naming the field for %s', async (_name, csv, field) => {
    const res = await upload(csv, true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers 400 for a JSON body and 413 for a file over the size limit', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/products/import?dryRun=true', headers: users.ADMIN.headers, payload: { rows: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('file');
    const big = await upload(`${HEADER}\n${'x'.repeat(3 * 1024 * 1024)}`, true);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', data: { maxBytes: IMPORT_MAX_BYTES } });
  });

  it('reads prices and pack sizes with either decimal mark or grouping, and names the column it cannot read', async () => {
    const csv = [
      HEADER,
      'MARK-1,Comma price,,"12,50",Acme Supplies,,,"1.200",true',
      'MARK-2,Grouped price,,"1.234,50",Acme Supplies,,,,true',
      'MARK-3,Broken price,,"12,3,4",Acme Supplies,,,"2,5",true',
    ].join('\n');
    const report = (await upload(csv, true)).json().data as ImportReport;
    expect(report.rows.map((r) => r.action)).toEqual(['create', 'create', 'error']);
    expect(report.rows[2]!.errors).toEqual({ price: 'price must be written like 12.50, 12,50 or 1,234.50', packSize: 'packSize must be a whole number' });
    expect(report.rows[2]!.errorCodes).toEqual({ price: { code: 'AMOUNT_FORMAT', params: { field: 'price' } }, packSize: { code: 'AMOUNT_FRACTION', params: { field: 'packSize' } } });
    const applied = await upload(csv.split('\n').slice(0, 3).join('\n'), false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await productBySku('MARK-1')).toMatchObject({ price: 1250, packSize: 1200 });
    expect(await productBySku('MARK-2')).toMatchObject({ price: 123450 });
  });

  it('refuses shoppers and serves admins the template', async () => {
    expect((await upload(HEADER, true, 'CHAPTER')).statusCode).toBe(403);
    expect((await upload(HEADER, true, 'USER')).statusCode).toBe(403);
    const template = await t.app.inject({ method: 'GET', url: '/api/v1/products/import/template', headers: users.ADMIN.headers });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\r\n')[0]).toBe('name,sku,description,price,packSize,vendor,categories,tags,active');
  });
});
