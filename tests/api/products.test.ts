import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createCategory, createImage, createProduct, createTag, createVendor } from '../fixtures/catalogue';

describe.each(databaseKinds())('products on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let vendorId: number;
  let hiddenVendorId: number;
  let categoryId: number;
  let tagId: number;
  const ids: Record<string, number> = {};

  const get = (url: string, role: Role = 'USER') => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: users[role].headers });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, role: Role = 'ADMIN') =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: users[role].headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    vendorId = (await createVendor(t.app, { name: 'Acme' })).id;
    hiddenVendorId = (await createVendor(t.app, { isActive: false })).id;
    categoryId = (await createCategory(t.app, { name: 'Paper' })).id;
    tagId = (await createTag(t.app, { name: 'Eco' })).id;
    ids.apple = (await createProduct(t.app, vendorId, { name: 'Apple Juice', price: 250, sku: 'AJ-100%' }, { categoryIds: [categoryId], tagIds: [tagId] })).id;
    ids.banana = (await createProduct(t.app, vendorId, { name: 'Banana Bread', price: 900, description: 'Fresh loaf' })).id;
    ids.inactive = (await createProduct(t.app, vendorId, { name: 'Cherry Pie', price: 1500, isActive: false })).id;
    ids.hiddenVendor = (await createProduct(t.app, hiddenVendorId, { name: 'Date Syrup', price: 400 })).id;
    await createImage(t.app, ids.apple, { sortOrder: 2 });
    await createImage(t.app, ids.apple, { sortOrder: 1, altText: 'front' });
  });
  afterAll(async () => t?.close());

  describe('GET /products', () => {
    it('shows shoppers only active products of active vendors, name ascending, with every relation', async () => {
      const res = await get('/products?isActive=false');
      expect(res.statusCode).toBe(200);
      const { products, pagination } = res.json().data;
      expect(products.map((p: { name: string }) => p.name)).toEqual(['Apple Juice', 'Banana Bread']);
      expect(pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
      const apple = products[0];
      expect(apple).toMatchObject({ price: 250, sku: 'AJ-100%', vendor: { id: vendorId, name: 'Acme' }, categories: [{ id: categoryId, name: 'Paper' }], tags: [{ id: tagId, name: 'Eco' }] });
      expect(apple.images.map((i: { sortOrder: number }) => i.sortOrder)).toEqual([1, 2]);
      expect(apple.images[0].url).toMatch(new RegExp(`^/api/v1/images/${apple.images[0].id}/card\\?v=[\\w-]+$`));
      expect(apple.vendor).not.toHaveProperty('bankAccount');
    });

    it('shows admins every product and honours isActive and createdAt desc', async () => {
      const all = (await get('/products?sortBy=createdAt&sortOrder=desc', 'ADMIN')).json().data;
      expect(all.pagination.total).toBe(4);
      expect(all.products[0].id).toBe(ids.hiddenVendor);
      const inactive = (await get('/products?isActive=false', 'ADMIN')).json().data.products;
      expect(inactive.map((p: { id: number }) => p.id)).toEqual([ids.inactive]);
    });

    it('searches name, description and SKU case-insensitively, taking % literally', async () => {
      const names = async (q: string) => (await get(`/products?search=${encodeURIComponent(q)}`)).json().data.products.map((p: { name: string }) => p.name);
      expect(await names('FRESH')).toEqual(['Banana Bread']);
      expect(await names('aj-100%')).toEqual(['Apple Juice']);
      expect(await names('100%x')).toEqual([]);
      expect(await names('%')).toEqual(['Apple Juice']);
      // Search results keep the requested order (a search sorts its matches, not the whole index).
      expect(await names('a')).toEqual(['Apple Juice', 'Banana Bread']);
      const byPrice = (await get('/products?search=a&sortBy=price&sortOrder=desc')).json().data.products.map((p: { name: string }) => p.name);
      expect(byPrice).toEqual(['Banana Bread', 'Apple Juice']);
    });

    it('filters by vendor, category, tag and price range in cents', async () => {
      const count = async (q: string) => (await get(`/products?${q}`, 'ADMIN')).json().data.pagination.total;
      expect(await count(`categoryId=${categoryId}`)).toBe(1);
      expect(await count(`tagId=${tagId}`)).toBe(1);
      expect(await count(`vendorId=${hiddenVendorId}`)).toBe(1);
      expect(await count('minPrice=400&maxPrice=1500')).toBe(3);
      expect(await count('sortBy=price&sortOrder=desc&limit=1&page=2')).toBe(4);
    });

    it('leaves relations out when the include flags are false', async () => {
      const [p] = (await get('/products?includeImages=false&includeVendor=false&includeTags=0&includeCategories=0')).json().data.products;
      expect(p).not.toHaveProperty('images');
      expect(p).not.toHaveProperty('vendor');
      expect(p).not.toHaveProperty('tags');
      expect(p).not.toHaveProperty('categories');
    });

    it('refuses malformed queries with 400 naming the field', async () => {
      for (const [q, field] of [['limit=101', 'limit'], ['page=0', 'page'], ['sortBy=color', 'sortBy'], ['minPrice=1.5', 'minPrice'], ['isActive=maybe', 'isActive'], ['vendorId=abc', 'vendorId']]) {
        const res = await get(`/products?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().errors).toHaveProperty(field!);
      }
    });
  });

  it('hides inactive categories and tags on products from shoppers only', async () => {
    const hiddenCat = await createCategory(t.app, { isActive: false });
    const hiddenTag = await createTag(t.app, { isActive: false });
    const p = await createProduct(t.app, vendorId, {}, { categoryIds: [hiddenCat.id, categoryId], tagIds: [hiddenTag.id] });
    const shopper = (await get(`/products/${p.id}`)).json().data;
    expect(shopper.categories.map((c: { id: number }) => c.id)).toEqual([categoryId]);
    expect(shopper.tags).toEqual([]);
    const admin = (await get(`/products/${p.id}`, 'ADMIN')).json().data;
    expect(admin.categories).toHaveLength(2);
    expect(admin.tags).toHaveLength(1);
    await t.app.db.delete(schema.products).where(eq(schema.products.id, p.id));
  });

  it('lists shoppers only active links and images, and keeps totals exact across catalogue changes', async () => {
    const total = async (role: Role = 'USER') => (await get('/products?limit=1', role)).json().data.pagination.total;
    const before = await total();
    const adminBefore = await total('ADMIN');
    const vendor = await createVendor(t.app);
    const hiddenCat = await createCategory(t.app, { isActive: false });
    const p = await createProduct(t.app, vendor.id, { name: 'Aaa First' }, { categoryIds: [hiddenCat.id, categoryId] });
    await createImage(t.app, p.id, { isActive: false });
    const shown = await createImage(t.app, p.id, { sortOrder: 5 });
    // The new product counts at once, though the same filter was counted a moment ago.
    expect(await total()).toBe(before + 1);
    const [listed] = (await get('/products?search=aaa%20first')).json().data.products;
    expect(listed.categories.map((c: { id: number }) => c.id)).toEqual([categoryId]);
    expect(listed.images.map((i: { id: number }) => i.id)).toEqual([shown.id]);
    const [asAdmin] = (await get('/products?search=aaa%20first', 'ADMIN')).json().data.products;
    expect(asAdmin.categories).toHaveLength(2);
    expect(asAdmin.images).toHaveLength(2);
    // A vendor switched off takes its products out of the shoppers' total.
    // Written straight to the database: the next answer shows it.
    await t.app.db.update(schema.vendors).set({ isActive: false }).where(eq(schema.vendors.id, vendor.id));
    expect(await total()).toBe(before);
    await t.app.db.delete(schema.products).where(eq(schema.products.id, p.id));
    expect(await total('ADMIN')).toBe(adminBefore);
  });

  describe('GET /products/:id', () => {
    it('answers a visible product and 404 for shoppers on inactive or hidden-vendor products', async () => {
      expect((await get(`/products/${ids.apple}`)).json().data.name).toBe('Apple Juice');
      for (const id of [ids.inactive, ids.hiddenVendor, 999999]) {
        const res = await get(`/products/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Product not found.');
      }
      expect((await get(`/products/${ids.inactive}`, 'ADMIN')).statusCode).toBe(200);
    });
  });

  describe('admin writes', () => {
    it('creates a product with links and answers it in cents', async () => {
      const res = await send('POST', '/products', { name: ' Widget ', price: 1999, sku: 'W-1', vendorId, categoryIds: [categoryId, categoryId], tagIds: [tagId] });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Widget', price: 1999, sku: 'W-1', description: '', categories: [{ id: categoryId }], tags: [{ id: tagId }], isActive: true });
    });

    it('refuses missing fields, a bad price, unknown references and a duplicate SKU', async () => {
      const missing = await send('POST', '/products', { description: 'x' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/^Please fill in all required fields/);
      for (const price of [0, -5, 12.5, '10']) {
        const res = await send('POST', '/products', { name: 'P', price, vendorId });
        expect(res.json().errors.price).toBe('Please enter a valid price');
      }
      const badVendor = await send('POST', '/products', { name: 'P', price: 1, vendorId: 999999 });
      expect(badVendor.statusCode).toBe(400);
      expect(badVendor.json().errors).toHaveProperty('vendorId');
      const badCategory = await send('POST', '/products', { name: 'P', price: 1, vendorId, categoryIds: [999999] });
      expect(badCategory.json().errors).toHaveProperty('categoryIds');
      const badTag = await send('POST', '/products', { name: 'P', price: 1, vendorId, tagIds: [999999] });
      expect(badTag.json().errors).toHaveProperty('tagIds');
      const dup = await send('POST', '/products', { name: 'P', price: 1, vendorId, sku: 'AJ-100%' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe('SKU already exists');
      const extra = await send('POST', '/products', { name: 'P', price: 1, vendorId, isAdmin: true });
      expect(extra.statusCode).toBe(400);
    });

    it('updates a product, replacing its links, and keeps its own SKU', async () => {
      const res = await send('PUT', `/products/${ids.apple}`, { name: 'Apple Juice', price: 300, sku: 'AJ-100%', vendorId, categoryIds: [], tagIds: [tagId] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ price: 300, categories: [], tags: [{ id: tagId }] });
      expect((await send('PUT', '/products/999999', { name: 'X', price: 1, vendorId })).statusCode).toBe(404);
    });

    it('deactivates and activates a product', async () => {
      expect((await send('PATCH', `/products/${ids.banana}/deactivate`)).json().data.isActive).toBe(false);
      expect((await get(`/products/${ids.banana}`)).statusCode).toBe(404);
      expect((await send('PATCH', `/products/${ids.banana}/activate`)).json().data.isActive).toBe(true);
    });

    it('refuses to delete a product on an order, and deletes one that is not', async () => {
      const chapterId = users.CHAPTER.chapterId!;
      const [event] = await t.app.db.insert(schema.events).values({ name: 'E', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), chapterId }).returning();
      const [order] = await t.app.db.insert(schema.orders).values({ orderNumber: `T-${randomUUID()}`, userId: users.CHAPTER.id, chapterId, eventId: event!.id, subtotal: 900, tax: 72, processingFee: 0, total: 972, clientOrderId: randomUUID(), placedAt: new Date() }).returning();
      const [vo] = await t.app.db.insert(schema.vendorOrders).values({ orderId: order!.id, vendorId, subtotal: 900 }).returning();
      await t.app.db.insert(schema.orderItems).values({ orderId: order!.id, vendorOrderId: vo!.id, productId: ids.banana!, productName: 'Banana Bread', quantity: 1, unitPrice: 900, totalPrice: 900 });
      const refused = await send('DELETE', `/products/${ids.banana}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PRODUCT_HAS_ORDERS',
        message: 'This product appears on 1 order item(s) and cannot be deleted. Deactivate it instead.',
        data: { count: 1 },
      });
      expect((await send('DELETE', `/products/${ids.inactive}`)).statusCode).toBe(200);
      expect((await get(`/products/${ids.inactive}`, 'ADMIN')).statusCode).toBe(404);
      expect((await send('DELETE', `/products/${ids.inactive}`)).statusCode).toBe(404);
    });

    it('keeps shoppers out of admin writes', async () => {
      expect((await send('POST', '/products', { name: 'P', price: 1, vendorId }, 'CHAPTER')).statusCode).toBe(403);
      expect((await send('DELETE', `/products/${ids.apple}`, undefined, 'USER')).statusCode).toBe(403);
    });
  });

  describe('GET /products/stats', () => {
    it('counts products and answers money in integer cents', async () => {
      const rows = await t.app.db.select({ price: schema.products.price, isActive: schema.products.isActive }).from(schema.products);
      const total = rows.reduce((s, r) => s + r.price, 0);
      const res = await get('/products/stats', 'ADMIN');
      expect(res.json().data).toEqual({
        total: rows.length,
        active: rows.filter((r) => r.isActive).length,
        inactive: rows.filter((r) => !r.isActive).length,
        withImages: 1,
        averagePrice: Math.round(total / rows.length),
        totalValue: total,
      });
    });
  });
});
