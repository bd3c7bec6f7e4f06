/**
 * Round trips: a list's export imports back unchanged in either language (its read-only columns
 * named and read past), the product template's sample row passes a dry run, an import may apply
 * only its valid rows, and every refusal carries a code and its figures for the web to word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import type { ImportReport } from '@portal/contract/imports';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createCategory, createProduct, createTag, createVendor } from '../fixtures/catalogue';

describe('CSV round trips', () => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let vendorIds: number[];
  let productIds: number[];

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: users.ADMIN.headers });
  const upload = (kind: 'products' | 'vendors', csv: string, query: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${kind}/import?${query}`, headers: { ...users.ADMIN.headers, 'content-type': 'text/csv' }, payload: csv });
  const report = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: ImportReport }).data;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    users = await createRoleUsers(t.app);
    const acme = await createVendor(t.app, { name: 'Acme, Inc.', phone: '+1 512 555 0100', taxId: '12-3456789', minOrderCents: 5050, email: 'orders@acme.test' });
    const bolt = await createVendor(t.app, { name: 'Bolt Supply', phone: '(512) 555-0199', isActive: false, email: 'sales@bolt.test' });
    vendorIds = [acme.id, bolt.id];
    const paper = await createCategory(t.app, { name: 'Paper' });
    const office = await createCategory(t.app, { name: 'Office Products' });
    const eco = await createTag(t.app, { name: 'Eco' });
    // Names holding the export's separators read back whole.
    const pens = await createCategory(t.app, { name: 'Pens; Pencils' });
    const fsc = await createTag(t.app, { name: 'FSC | Recycled' });
    const products = [
      await createProduct(t.app, acme.id, { name: 'Copy paper "Bright", 500 sheets', sku: 'RT-1', price: 1250, packSize: 5, description: 'Kept as it is' }, { categoryIds: [paper.id, office.id], tagIds: [eco.id] }),
      await createProduct(t.app, bolt.id, { name: 'Stapler', sku: 'RT-2', price: 199_999, isActive: false }),
      await createProduct(t.app, acme.id, { name: '-minus first', sku: 'RT-3', price: 1 }, { categoryIds: [office.id, pens.id], tagIds: [fsc.id, eco.id] }),
      // No SKU: the export's ID finds it.
      await createProduct(t.app, bolt.id, { name: 'Unnamed draft', sku: null, price: 300 }, { tagIds: [eco.id] }),
    ];
    productIds = products.map((p) => p.id);
  });
  afterAll(async () => t?.close());

  it.each(['en', 'es'] as const)('imports the product export (%s) back with no changes, naming the read-only columns it left out', async (lang) => {
    const exported = await get(`/products/export.csv?lang=${lang}&ids=${productIds.join(',')}`);
    expect(exported.statusCode).toBe(200);
    const dry = report(await upload('products', exported.body, 'dryRun=true'));
    expect(dry).toMatchObject({ totalRows: 4, created: 0, updated: 0, unchanged: 4, errorRows: 0 });
    expect(dry.ignoredColumns).toEqual(lang === 'en' ? ['Created', 'Updated'] : ['Creado', 'Actualizado']);
    // Applying it writes nothing either.
    const applied = report(await upload('products', exported.body, 'dryRun=false'));
    expect(applied).toMatchObject({ applied: true, unchanged: 4, created: 0, updated: 0 });
    const stored = await t.app.db.select().from(schema.products).where(eq(schema.products.sku, 'RT-1'));
    expect(stored[0]).toMatchObject({ description: 'Kept as it is', price: 1250, packSize: 5 });
  });

  it.each(['en', 'es'] as const)('imports the vendor export (%s) back with no changes', async (lang) => {
    const exported = await get(`/vendors/export.csv?lang=${lang}&ids=${vendorIds.join(',')}`);
    const dry = report(await upload('vendors', exported.body, 'dryRun=true'));
    expect(dry).toMatchObject({ totalRows: 2, unchanged: 2, errorRows: 0 });
    expect(dry.ignoredColumns).toEqual(lang === 'en' ? ['ID', 'Products', 'Created'] : ['ID', 'Productos', 'Creado']);
    const [acme] = await t.app.db.select().from(schema.vendors).where(eq(schema.vendors.id, vendorIds[0]!));
    expect(acme).toMatchObject({ phone: '+1 512 555 0100', taxId: '12-3456789', minOrderCents: 5050 });
  });

  it('carries the tax ID out in the vendor export and reads a changed one back in', async () => {
    const exported = await get(`/vendors/export.csv?ids=${vendorIds[0]}`);
    expect(exported.body.split('\r\n')[0]).toContain('Tax ID');
    expect(exported.body).toContain('12-3456789');
    const dry = report(await upload('vendors', exported.body.replace('12-3456789', '98-7654321'), 'dryRun=true'));
    expect(dry).toMatchObject({ totalRows: 1, errorRows: 0 });
    expect(dry.rows).toMatchObject([{ action: 'update' }]);
  });

  it('updates a product without a SKU by the ID of its exported row, and refuses a row with neither', async () => {
    const exported = await get(`/products/export.csv?ids=${productIds[3]}`);
    const changed = exported.body.replace('"Unnamed draft"', '"Named at last"');
    const dry = report(await upload('products', changed, 'dryRun=true'));
    expect(dry.rows).toMatchObject([{ action: 'update', sku: '', name: 'Named at last' }]);
    report(await upload('products', changed, 'dryRun=false'));
    const [row] = await t.app.db.select().from(schema.products).where(eq(schema.products.id, productIds[3]!));
    expect(row).toMatchObject({ name: 'Named at last', sku: null, price: 300 });
    // An ID of a product that has a SKU is no key: the SKU is.
    const stray = report(await upload('products', `id,sku,name,price,vendor\n${productIds[0]},,X,1.00,Bolt Supply`, 'dryRun=true'));
    expect(stray.rows[0]!.errorCodes).toEqual({ sku: { code: 'SKU_REQUIRED' } });
  });

  it('still refuses a column that is neither an import column nor one of the export, by code with the columns', async () => {
    const res = await upload('products', 'sku,name,price,vendor,Colour\nA,B,1,Bolt Supply,red', 'dryRun=true');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMPORT_UNKNOWN_COLUMNS', data: { columns: 'Colour' } });
    expect(res.json().errors).toHaveProperty('header');
  });

  it('serves a product template whose sample row passes the dry run, naming this catalogue', async () => {
    const template = await get('/products/import/template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    const [header, sample] = template.body.split('\r\n');
    expect(header).toBe('name,sku,description,price,packSize,vendor,categories,tags,active');
    expect(sample).toContain('"Acme, Inc."');
    expect(sample).toContain('Paper|Office Products');
    const dry = report(await upload('products', template.body, 'dryRun=true'));
    expect(dry).toMatchObject({ totalRows: 1, created: 1, errorRows: 0 });
    // Once its SKU is taken, the next template names a free one.
    report(await upload('products', template.body, 'dryRun=false'));
    const next = await get('/products/import/template');
    const skuAt = header!.split(',').indexOf('sku');
    expect(next.body.split('\r\n')[1]!.split(',')[skuAt]).not.toBe(sample!.split(',')[skuAt]);
    expect(report(await upload('products', next.body, 'dryRun=true'))).toMatchObject({ created: 1, errorRows: 0 });
  });

  it('serves a vendor template whose sample row passes the dry run', async () => {
    const template = await get('/vendors/import/template');
    expect(report(await upload('vendors', template.body, 'dryRun=true'))).toMatchObject({ totalRows: 1, errorRows: 0 });
  });

  it('applies only the valid rows when asked, leaving each row in error out whole and counting it skipped', async () => {
    const csv = [
      'sku,name,price,vendor,packSize',
      'VO-1,Valid one,1.00,Bolt Supply,1',
      'VO-2,Half wrong,2.00,Bolt Supply,0',
      'VO-3,Valid three,3.00,Bolt Supply,2',
      'RT-3,Renamed,,Bolt Supply,1',
    ].join('\n');
    const refused = await upload('products', csv, 'dryRun=false');
    expect(refused.statusCode).toBe(422);
    const applied = report(await upload('products', csv, 'dryRun=false&validOnly=true'));
    expect(applied).toMatchObject({ applied: true, created: 2, updated: 0, unchanged: 0, errorRows: 2, skipped: 2 });
    const rows = await t.app.db.select().from(schema.products).where(inArray(schema.products.sku, ['VO-1', 'VO-2', 'VO-3', 'RT-3']));
    expect(rows.map((r) => r.sku).sort()).toEqual(['RT-3', 'VO-1', 'VO-3']);
    // Nothing of a refused row is written, not even its valid cells.
    expect(rows.find((r) => r.sku === 'RT-3')).toMatchObject({ name: '-minus first', price: 1 });
    const audits = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'product.import'));
    expect(audits.at(-1)!.details).toEqual({ totalRows: 4, created: 2, updated: 0, unchanged: 0, skipped: 2 });
    // A dry run never writes, validOnly or not.
    const dry = report(await upload('vendors', 'email,name,contactName,address,city,state,zipCode\nnew@vo.test,New,Ann,1 Main St,Austin,TX,73301', 'dryRun=true&validOnly=true'));
    expect(dry).toMatchObject({ applied: false, created: 1 });
  });

  it('answers every row refusal with a code, the field and its figures', async () => {
    const csv = ['email,name,contactName,address,city,state,zipCode', `x@codes.test,${'N'.repeat(101)},,1 Main St,,Texas,7330`].join('\n');
    const [row] = report(await upload('vendors', csv, 'dryRun=true')).rows;
    expect(row!.errorCodes).toEqual({
      name: { code: 'COMPANY_NAME_MAX' },
      contactName: { code: 'CONTACT_NAME_REQUIRED' },
      city: { code: 'CITY_REQUIRED' },
      state: { code: 'STATE_INVALID' },
      zipCode: { code: 'ZIP_INVALID' },
    });
    expect(Object.keys(row!.errors!).sort()).toEqual(Object.keys(row!.errorCodes!).sort());
    // A vendor not found does not hide the row's other refusals; a length the spec words not, by its figure.
    const [product] = report(await upload('products', `sku,name,price,vendor,packSize\nP-1,${'P'.repeat(201)},0,Nobody Inc,0`, 'dryRun=true')).rows;
    expect(product!.errorCodes).toEqual({
      vendor: { code: 'VENDOR_NOT_FOUND' },
      name: { code: 'TOO_LONG', params: { field: 'name', max: 200 } },
      price: { code: 'INVALID_PRICE' },
      packSize: { code: 'INVALID_PACK_SIZE' },
    });
  });
});
