import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { csvCell, toCsv } from '@portal/api/lib/csv';
import { resolveRange } from '@portal/api/modules/reports/reports.service';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createCategory, createProduct, createVendor, linkCategory, placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('GET /reports on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let orderIds: number[];
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.app, 'ADMIN');
    const shopper = await createUser(t.app, 'CHAPTER');
    const scene = await shopScene(t.app, shopper, [1000]);
    const risky = await createProduct(t.app, (await createVendor(t.app, { name: '=HYPERLINK("x")' })).id, { name: 'Mug "Large", blue', price: 250 });
    const drinks = await createCategory(t.app, 'Drinkware');
    const gifts = await createCategory(t.app, 'Gifts');
    await linkCategory(t.app, risky.id, drinks.id);
    await linkCategory(t.app, risky.id, gifts.id);
    const a = await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }, { productId: risky.id, quantity: 4 }]);
    const b = await placeOrder(t.app, shopper, scene.event.id, [{ productId: risky.id, quantity: 1 }], { paymentMethod: 'CREDIT_CARD' });
    const cancelled = await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 9 }]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: shopper.headers });
    orderIds = [a.id, b.id];
    await t.app.db.update(schema.payments).set({ status: 'COMPLETED', retryCount: 2 }).where(eq(schema.payments.orderId, a.id));
  });
  afterAll(async () => t?.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/reports/${path}`, headers: admin.headers });

  it('lists purchase lines of orders that are not cancelled, with a summary', async () => {
    const res = await get(`purchases?startDate=${today}&endDate=${today}&limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.pagination).toMatchObject({ total: 3, limit: 2, pages: 2 });
    expect(data.rows).toHaveLength(2);
    expect(data.summary).toEqual({ totalValue: 2000 + 1000 + 250, totalQuantity: 7, totalOrders: 2, averageOrderValue: 1625 });
    expect(data.rows[0]).toMatchObject({ chapterLocation: 'Austin, TX', orderStatus: 'PENDING' });
  });

  it('groups by category, counting a product in every category it belongs to', async () => {
    const data = (await get('categories')).json().data;
    const byName = Object.fromEntries(data.rows.map((r: { categoryName: string }) => [r.categoryName, r]));
    expect(byName.Drinkware).toMatchObject({ totalValue: 1250, totalQuantity: 5, totalOrders: 2, uniqueProducts: 1, uniqueChapters: 1, averageOrderValue: 625 });
    expect(byName.Gifts).toMatchObject({ totalValue: 1250 });
    expect(byName.Uncategorized).toMatchObject({ totalValue: 2000, totalOrders: 1 });
    expect(data.summary).toEqual({ totalCategories: 3, totalValue: 3250, totalQuantity: 7, totalOrders: 2 });
  });

  it('reports payments with the success rate as a percent with one decimal', async () => {
    const data = (await get('payments')).json().data;
    // Order a has two vendors (two payments), b and the cancelled order one each; a's two completed.
    expect(data.summary.totalPayments).toBe(4);
    expect(data.summary.successRate).toBe(50);
    expect(data.summary.totalFees).toBe(data.rows.reduce((s: number, r: { fee: number }) => s + r.fee, 0));
    const paid = data.rows.filter((r: { status: string }) => r.status === 'COMPLETED');
    expect(paid.every((r: { retryCount: number }) => r.retryCount === 2)).toBe(true);
    expect(typeof data.summary.totalAmount).toBe('number');
  });

  it('exports CSV with every value quoted, dollars, a dated file name and formula cells neutralised', async () => {
    const res = await get('purchases?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="purchase-report-${today}.csv"`);
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(res.body.startsWith('\uFEFF"Item Name"')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.startsWith('"Item Name","SKU","Quantity","Unit Price"')).toBe(true);
    expect(lines[1]).toContain('"Pending"');
    const mug = lines.find((l) => l.includes('Mug'))!;
    expect(mug).toContain('"Mug ""Large"", blue"');
    expect(mug).toContain('"2.50"');
    expect(mug).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await get('categories?format=csv')).headers['content-disposition']).toContain('category-report-');
    expect((await get('payments?format=csv')).body.split('\r\n')[0]).toContain('"Payment ID"');
  });

  it('exports CSV in the asked language: Spanish headers, statuses and methods in words, a byte-order mark', async () => {
    const purchases = (await get('purchases?format=csv&lang=es')).body;
    expect(purchases.startsWith('\uFEFF"Artículo","SKU","Cantidad","Precio unitario","Precio total","Proveedor","Capítulo","Ubicación del capítulo","Fecha del pedido","Estado del pedido"')).toBe(true);
    expect(purchases).toContain('"Pendiente"');
    expect(purchases).not.toContain('"PENDING"');
    const payments = (await get('payments?format=csv&lang=es')).body;
    expect(payments.startsWith('\uFEFF"Pago","Importe","Comisión","Método","Estado"')).toBe(true);
    expect(payments).toContain('"Tarjeta de crédito"');
    expect(payments).toContain('"COMPLETADO"');
    expect(payments).not.toMatch(/"(CREDIT_CARD|DEBIT_CARD|COMPLETED)"/);
    expect(payments).toMatch(/"(Sí|No)"\r\n$/);
    const categories = (await get('categories?format=csv&lang=es')).body;
    expect(categories.startsWith('\uFEFF"ID de categoría","Categoría","Valor total"')).toBe(true);
    expect(categories).toContain('"Sin categoría"');
    const english = (await get('payments?format=csv')).body;
    expect(english).toContain('"Credit Card"');
    expect((await get('payments?format=csv&lang=fr')).statusCode).toBe(400);
  });

  it('gives revenue per day with empty days as zeros', async () => {
    const data = (await get('revenue-by-day')).json().data.rows;
    const day = data.find((d: { date: string }) => d.date === today);
    expect(day.orders).toBe(2);
    expect(data.every((d: { date: string }) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))).toBe(true);
    expect(data.length).toBeGreaterThanOrEqual(28);
  });

  it('answers an empty report for a range without orders', async () => {
    const data = (await get('purchases?startDate=2001-01-01&endDate=2001-01-31')).json().data;
    expect(data.rows).toEqual([]);
    expect(data.summary).toEqual({ totalValue: 0, totalQuantity: 0, totalOrders: 0, averageOrderValue: 0 });
    expect(orderIds).toHaveLength(2);
  });

  it('rejects an invalid date with 400', async () => {
    expect((await get('payments?startDate=yesterday')).statusCode).toBe(400);
  });
});

describe('report helpers', () => {
  it('quotes every cell and prefixes cells that start like a formula', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv([{ header: 'A', value: (r: number) => r }], [1, 2])).toBe('"A"\r\n"1"\r\n"2"\r\n');
  });

  it('defaults the range to the current month and covers a whole end day', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(resolveRange(undefined, undefined, now)).toEqual({ start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
    expect(resolveRange('2026-01-01', '2026-01-31', now).end).toEqual(new Date('2026-02-01T00:00:00Z'));
  });
});
