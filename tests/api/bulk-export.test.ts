import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import * as v from 'valibot';
import { bulkResult, exportRoutes, type BulkResult } from '@portal/contract/bulk';
import { importRoutes } from '@portal/contract/imports';
import { MSG } from '@portal/contract/messages';
import type { Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createRoleUsers, createUser, type TestUser } from '../fixtures/users';
import { insertEvent, insertOrder, insertProduct, insertVendor } from './helpers/back-office-data';

/** RFC 4180 reading (quoted cells, doubled quotes, CRLF), after the byte-order mark. */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  let row: string[] = [];
  let read = 1;
  cell.lastIndex = 1;
  for (let m = cell.exec(text); m; m = cell.exec(text)) {
    read = cell.lastIndex;
    row.push(m[1]!.replace(/""/g, '"'));
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  // Every character was read as a quoted cell: nothing unquoted or left over.
  expect([read, row.length]).toEqual([text.length, 0]);
  return rows;
}

describe.each(databaseKinds())('bulk actions and CSV exports on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  const call = (role: Role, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: users[role].headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const result = (res: { json: () => unknown }) => (res.json() as { data: BulkResult }).data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  describe('POST /products/bulk', () => {
    it('deactivates each named product, audits each one, and reports an unknown id with the server message', async () => {
      const vendor = await insertVendor(t.app);
      const a = await insertProduct(t.app, vendor.id);
      const b = await insertProduct(t.app, vendor.id);
      const res = await call('ADMIN', 'POST', '/products/bulk', { action: 'deactivate', ids: [a.id, 999_999, b.id] });
      expect(res.statusCode).toBe(200);
      const r = result(res);
      expect(r).toMatchObject({ action: 'deactivate', requested: 3, succeeded: [a.id, b.id] });
      // The kind of record goes with the code, so the back office words it in its language (decision 034).
      expect(r.failed).toEqual([{ id: 999_999, message: 'Product not found.', code: 'NOT_FOUND', data: { kind: 'product' } }]);
      const rows = await t.app.db.select().from(schema.products).where(inArray(schema.products.id, [a.id, b.id]));
      expect(rows.map((p) => p.isActive)).toEqual([false, false]);
      const audit = await t.app.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'product.deactivate'), inArray(schema.auditLog.entityId, [String(a.id), String(b.id)])));
      expect(audit).toHaveLength(2);
    });

    it('acts on every product the filter matches, beyond one page, and on no other', async () => {
      const vendor = await insertVendor(t.app);
      const word = `Bulkfilter${randomUUID().slice(0, 6)}`;
      const values = Array.from({ length: 105 }, (_, i) => ({ name: `${word} ${i}`, price: 500, vendorId: vendor.id, isActive: false }));
      await t.app.db.insert(schema.products).values(values);
      const other = await insertProduct(t.app, vendor.id, { isActive: false });
      const res = await call('ADMIN', 'POST', '/products/bulk', { action: 'activate', filter: { search: word, isActive: 'false' } });
      expect(res.statusCode).toBe(200);
      expect(result(res).succeeded).toHaveLength(105);
      expect(result(res).failed).toEqual([]);
      const [still] = await t.app.db.select().from(schema.products).where(eq(schema.products.id, other.id));
      expect(still!.isActive).toBe(false);
    });

    it('refuses bodies that are not a bulk request with 400 naming the field', async () => {
      const cases: Array<[unknown, string]> = [
        [{ action: 'deactivate' }, 'ids'],
        [{ action: 'archive', ids: [1] }, 'action'],
        [{ action: 'delete', ids: [1], filter: {} }, 'ids'],
        [{ action: 'delete', ids: [] }, 'ids'],
        [{ action: 'delete', ids: ['x'] }, 'ids.0'],
        [{ action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids'],
        [{ action: 'delete', ids: [1], status: 'SHIPPED' }, 'status'],
        [{ action: 'delete', filter: { isActive: 'maybe' } }, 'filter.isActive'],
        [{ action: 'delete', ids: [1], extra: true }, 'extra'],
      ];
      for (const [body, field] of cases) {
        const res = await call('ADMIN', 'POST', '/products/bulk', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
    });

    it('is refused to shoppers and chapters', async () => {
      expect((await call('CHAPTER', 'POST', '/products/bulk', { action: 'delete', ids: [1] })).statusCode).toBe(403);
      expect((await call('USER', 'POST', '/products/bulk', { action: 'delete', ids: [1] })).statusCode).toBe(403);
    });
  });

  describe('POST /vendors/bulk', () => {
    it('deletes a vendor with nothing attached and keeps one with products, saying why', async () => {
      const free = await insertVendor(t.app);
      const used = await insertVendor(t.app);
      await insertProduct(t.app, used.id);
      const r = result(await call('ADMIN', 'POST', '/vendors/bulk', { action: 'delete', ids: [free.id, used.id] }));
      expect(r.succeeded).toEqual([free.id]);
      expect(r.failed).toEqual([{ id: used.id, message: MSG.vendorHasDependents, code: 'VENDOR_IN_USE' }]);
    });

    it('names the rows a filter selected when it reports a refusal', async () => {
      const used = await insertVendor(t.app);
      await insertProduct(t.app, used.id);
      const r = result(await call('ADMIN', 'POST', '/vendors/bulk', { action: 'delete', filter: { search: used.name } }));
      expect(r.failed).toEqual([{ id: used.id, label: used.name, message: MSG.vendorHasDependents, code: 'VENDOR_IN_USE' }]);
    });

    it('deactivates vendors without touching their bank details', async () => {
      const vendor = await insertVendor(t.app, { bankAccount: '000123456789' });
      const r = result(await call('ADMIN', 'POST', '/vendors/bulk', { action: 'deactivate', ids: [vendor.id] }));
      expect(r.succeeded).toEqual([vendor.id]);
      const [row] = await t.app.db.select().from(schema.vendors).where(eq(schema.vendors.id, vendor.id));
      expect(row).toMatchObject({ isActive: false, bankAccount: '000123456789' });
    });
  });

  describe('POST /users/bulk', () => {
    it("follows the single action's rules per row: an admin cannot deactivate themself or a super admin", async () => {
      const other = await createUser(t.app, 'USER');
      const r = result(await call('ADMIN', 'POST', '/users/bulk', { action: 'deactivate', ids: [other.id, users.ADMIN.id, users.SUPER_ADMIN.id] }));
      expect(r.succeeded).toEqual([other.id]);
      expect(r.failed.map((f) => [f.id, f.code])).toEqual([
        [users.ADMIN.id, 'CANNOT_DEACTIVATE_SELF'],
        [users.SUPER_ADMIN.id, 'SUPER_ADMIN_ONLY'],
      ]);
      expect(r.failed[0]!.message).toBe(MSG.cannotDeactivateSelf);
    });
  });

  describe('POST /events/bulk', () => {
    it('deactivates events and reports one that does not exist', async () => {
      const chapter = await createChapter(t.app);
      const event = await insertEvent(t.app, chapter.id);
      const r = result(await call('ADMIN', 'POST', '/events/bulk', { action: 'deactivate', ids: [event.id, 999_998] }));
      expect(r.succeeded).toEqual([event.id]);
      expect(r.failed.map((f) => f.id)).toEqual([999_998]);
    });
  });

  describe('unchanged rows', () => {
    it('counts a row already as asked as unchanged, apart from the rows changed and refused, and leaves it alone', async () => {
      const vendor = await insertVendor(t.app);
      const active = await insertProduct(t.app, vendor.id);
      const inactive = await insertProduct(t.app, vendor.id);
      await t.app.db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, inactive.id));
      const r = result(await call('ADMIN', 'POST', '/products/bulk', { action: 'deactivate', ids: [active.id, inactive.id, 999_998] }));
      expect(r).toMatchObject({ requested: 3, succeeded: [active.id], unchanged: [inactive.id] });
      expect(r.failed.map((f) => f.id)).toEqual([999_998]);
      const audit = await t.app.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'product.deactivate'), eq(schema.auditLog.entityId, String(inactive.id))));
      expect(audit).toHaveLength(0);

      const chapter = await createChapter(t.app);
      const shopper = await createUser(t.app, 'USER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      const pending = await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      const moved = await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      const orders = result(await call('ADMIN', 'POST', '/orders/bulk', { action: 'status', status: 'PENDING', ids: [pending.id] }));
      expect(orders).toMatchObject({ succeeded: [], unchanged: [pending.id], failed: [] });
      const processing = result(await call('ADMIN', 'POST', '/orders/bulk', { action: 'status', status: 'PROCESSING', ids: [pending.id, moved.id] }));
      expect(processing).toMatchObject({ succeeded: [pending.id, moved.id], unchanged: [] });
    });
  });

  describe('POST /orders/bulk', () => {
    it('moves each order it may and refuses a move the status rules forbid, per order', async () => {
      const chapter = await createChapter(t.app);
      const shopper = await createUser(t.app, 'USER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      const pending = await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      const processing = await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      await t.app.db.update(schema.orders).set({ status: 'PROCESSING' }).where(eq(schema.orders.id, processing.id));
      const r = result(await call('ADMIN', 'POST', '/orders/bulk', { action: 'status', status: 'SHIPPED', ids: [pending.id, processing.id] }));
      expect(r.succeeded).toEqual([processing.id]);
      expect(r.failed).toHaveLength(1);
      // The row's refusal carries its figures as a single refusal does, for a client to word them.
      expect(r.failed[0]).toEqual({
        id: pending.id,
        message: 'Cannot change an order from PENDING to SHIPPED',
        code: 'INVALID_TRANSITION',
        data: { from: 'PENDING', to: 'SHIPPED' },
      });
    });

    it('needs a status for the status action', async () => {
      const res = await call('ADMIN', 'POST', '/orders/bulk', { action: 'status', ids: [1] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('status');
    });
  });

  describe('the declarations of exports, templates and bulk actions', () => {
    it('answers each export and template as the file its declaration names', async () => {
      for (const declared of [...Object.values(exportRoutes), importRoutes.productTemplate, importRoutes.vendorTemplate]) {
        const res = await call('ADMIN', declared.method, declared.path);
        expect([declared.path, res.statusCode]).toEqual([declared.path, 200]);
        expect(res.headers['content-type']).toContain(declared.file);
      }
    });

    it('answers a bulk action with the declared result, a refused row included', async () => {
      const res = await call('ADMIN', 'POST', '/products/bulk', { action: 'deactivate', ids: [2_000_000_000] });
      expect(res.statusCode).toBe(200);
      const data = v.parse(bulkResult, (res.json() as { data: unknown }).data);
      expect(data.failed.map((f) => f.id)).toEqual([2_000_000_000]);
    });
  });

  describe('GET /products/export.csv', () => {
    it('streams every product the filters match with Spanish headers, decimal prices, ISO dates and escaped text', async () => {
      const vendor = await insertVendor(t.app, { name: 'Acme, "Best" Supply' });
      const word = `Exportable${randomUUID().slice(0, 6)}`;
      await t.app.db.insert(schema.products).values(Array.from({ length: 102 }, (_, i) => ({ name: `${word} ${i}`, price: 1234, vendorId: vendor.id })));
      await insertProduct(t.app, vendor.id, { name: `=SUM(A1) ${word}`, price: 5 });
      const res = await call('ADMIN', 'GET', `/products/export.csv?search=${word}&lang=es&sortBy=name&sortOrder=asc`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
      const [header, ...rows] = csvRows(res.body);
      expect(header!.slice(0, 6)).toEqual(['ID', 'Nombre', 'SKU', 'Descripción', 'Precio', 'Unidades por paquete']);
      expect(rows).toHaveLength(103);
      const formula = rows.find((r) => r[1]!.includes('SUM'))!;
      expect(formula[1]).toBe(`'=SUM(A1) ${word}`);
      expect(formula[4]).toBe('0.05');
      const plain = rows.find((r) => r[1] === `${word} 0`)!;
      expect(plain[4]).toBe('12.34');
      expect(plain[6]).toBe('Acme, "Best" Supply');
      expect(plain[10]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    });

    it('writes the same rows in the same order as the list pages give, across its batches of a thousand', async () => {
      const vendor = await insertVendor(t.app);
      const word = `Batched${randomUUID().slice(0, 6)}`;
      await t.app.db.insert(schema.products).values(Array.from({ length: 2_150 }, (_, i) => ({ name: `${word} ${(i * 7919) % 2_150}`, price: 100 + (i % 97), vendorId: vendor.id })));
      const query = `search=${word}&sortBy=price&sortOrder=desc`;
      const listed: number[] = [];
      for (let page = 1; listed.length < 2_150; page++) {
        const res = await call('ADMIN', 'GET', `/products?${query}&page=${page}&limit=100`);
        const products = (res.json().data.products as Array<{ id: number }>).map((p) => p.id);
        if (products.length === 0) break;
        listed.push(...products);
      }
      const res = await call('ADMIN', 'GET', `/products/export.csv?${query}`);
      expect(res.statusCode).toBe(200);
      const [, ...rows] = csvRows(res.body);
      expect(rows.map((r) => Number(r[0]))).toEqual(listed);
      expect(listed).toHaveLength(2_150);
    });

    it('exports only the asked ids, with English headers by default', async () => {
      const vendor = await insertVendor(t.app);
      const a = await insertProduct(t.app, vendor.id);
      await insertProduct(t.app, vendor.id);
      const res = await call('ADMIN', 'GET', `/products/export.csv?ids=${a.id}`);
      const [header, ...rows] = csvRows(res.body);
      expect(header![1]).toBe('Name');
      expect(rows.map((r) => r[0])).toEqual([String(a.id)]);
    });

    it('refuses a bad filter, id list or language with 400 naming the field', async () => {
      for (const [query, field] of [['isActive=maybe', 'isActive'], ['ids=1,x', 'ids'], ['lang=fr', 'lang']] as const) {
        const res = await call('ADMIN', 'GET', `/products/export.csv?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
      }
    });
  });

  describe('GET /orders/export.csv', () => {
    it('writes money as decimal amounts', async () => {
      const chapter = await createChapter(t.app);
      const shopper = await createUser(t.app, 'USER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      const order = await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      const res = await call('ADMIN', 'GET', `/orders/export.csv?eventId=${event.id}`);
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = csvRows(res.body);
      expect(rows).toHaveLength(1);
      const total = header!.indexOf('Total');
      expect(rows[0]![0]).toBe(order.orderNumber);
      expect(rows[0]![total]).toBe('11.00');
      expect(rows[0]![header!.indexOf('Status')]).toBe('Pending');
    });

    it('words statuses, payment methods and yes or no in the asked language', async () => {
      const chapter = await createChapter(t.app);
      const shopper = await createUser(t.app, 'USER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      await insertOrder(t.app, { userId: shopper.id, chapterId: chapter.id, eventId: event.id });
      const [header, ...rows] = csvRows((await call('ADMIN', 'GET', `/orders/export.csv?eventId=${event.id}&lang=es`)).body);
      expect(rows[0]![header!.indexOf('Estado')]).toBe('Pendiente');
      const [eventHeader, ...eventRows] = csvRows((await call('ADMIN', 'GET', `/events/export.csv?ids=${event.id}&lang=es`)).body);
      expect(eventRows[0]![eventHeader!.indexOf('Activo')]).toBe('Sí');
      const [userHeader, ...userRows] = csvRows((await call('ADMIN', 'GET', `/users/export.csv?ids=${shopper.id}`)).body);
      expect(userRows[0]![userHeader!.indexOf('Role')]).toBe('User');
      expect(userRows[0]![userHeader!.indexOf('Active')]).toBe('Yes');
    });
  });
});
