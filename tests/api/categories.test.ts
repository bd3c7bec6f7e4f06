import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createCategory, createProduct, createTag, createVendor } from '../fixtures/catalogue';

// Categories and tags share their rules; they differ in path, list key and toggle verb.
const kinds = [
  { path: 'categories', kind: 'category', toggle: 'PUT', create: createCategory },
  { path: 'tags', kind: 'tag', toggle: 'PATCH', create: createTag },
] as const;

describe.each(databaseKinds())('categories and tags on %s', (db) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  beforeAll(async () => {
    t = await createTestApp(db);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, role: Role = 'SUPER_ADMIN', payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: users[role].headers, ...(payload ? { payload } : {}) });

  describe.each(kinds)('/$path', ({ path, kind, toggle, create }) => {
    it('creates with a trimmed name and refuses a case-insensitive duplicate or a blank name', async () => {
      const res = await call('POST', `/${path}`, 'SUPER_ADMIN', { name: '  Garden  ', description: 'Outdoor' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Garden', description: 'Outdoor', isActive: true, productCount: 0 });
      expect((await call('POST', `/${path}`, 'SUPER_ADMIN', { name: 'GARDEN' })).statusCode).toBe(409);
      const blank = await call('POST', `/${path}`, 'SUPER_ADMIN', { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toHaveProperty('name');
      expect((await call('POST', `/${path}`, 'ADMIN', { name: 'Other' })).statusCode).toBe(403);
    });

    it('lists with product counts; shoppers see only active items', async () => {
      const vendor = await createVendor(t.app);
      const active = await create(t.app, { name: `${kind} with products` });
      await create(t.app, { name: `${kind} hidden`, isActive: false });
      const key = kind === 'category' ? 'categoryIds' : 'tagIds';
      await createProduct(t.app, vendor.id, {}, { [key]: [active.id] });
      await createProduct(t.app, vendor.id, {}, { [key]: [active.id] });
      const admin = (await call('GET', `/${path}?limit=50&includeProducts=true`)).json().data;
      const item = admin[path].find((i: { id: number }) => i.id === active.id);
      expect(item.productCount).toBe(2);
      expect(item.products).toHaveLength(2);
      expect(admin[path].some((i: { name: string }) => i.name.endsWith('hidden'))).toBe(true);
      const shopper = (await call('GET', `/${path}?isActive=false&limit=50`, 'USER')).json().data;
      expect(shopper[path].some((i: { name: string }) => i.name.endsWith('hidden'))).toBe(false);
      const searched = (await call('GET', `/${path}?search=${encodeURIComponent('with prod')}`)).json().data;
      expect(searched[path].map((i: { id: number }) => i.id)).toEqual([active.id]);
      expect((await call('GET', `/${path}?limit=0`)).statusCode).toBe(400);
    });

    it('refuses to delete an item with products using the spec message, and deletes an empty one', async () => {
      const vendor = await createVendor(t.app);
      const used = await create(t.app);
      const key = kind === 'category' ? 'categoryIds' : 'tagIds';
      await createProduct(t.app, vendor.id, {}, { [key]: [used.id] });
      const refused = await call('DELETE', `/${path}/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`This ${kind} has 1 associated products and cannot be deleted.`);
      expect(refused.json()).toMatchObject({ code: 'HAS_PRODUCTS', data: { kind, count: 1 } });
      const empty = await create(t.app);
      expect((await call('DELETE', `/${path}/${empty.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/${path}/${empty.id}`)).statusCode).toBe(404);
    });

    it(`updates, and toggles with ${toggle}`, async () => {
      const item = await create(t.app);
      const other = await create(t.app);
      const updated = await call('PUT', `/${path}/${item.id}`, 'SUPER_ADMIN', { name: 'Renamed ' + kind, description: '' });
      expect(updated.json().data).toMatchObject({ name: 'Renamed ' + kind, description: null });
      expect((await call('PUT', `/${path}/${other.id}`, 'SUPER_ADMIN', { name: 'renamed ' + kind.toUpperCase() })).statusCode).toBe(409);
      expect((await call(toggle, `/${path}/${item.id}/deactivate`)).json().data.isActive).toBe(false);
      expect((await call(toggle, `/${path}/${item.id}/activate`)).json().data.isActive).toBe(true);
      expect((await call(toggle, `/${path}/999999/activate`)).statusCode).toBe(404);
    });

    it('answers stats to admins', async () => {
      const res = await call('GET', `/${path}/stats`, 'ADMIN');
      const s = res.json().data;
      expect(s.total).toBe(s.active + s.inactive);
      expect(s.withProducts).toBeGreaterThanOrEqual(1);
      expect((await call('GET', `/${path}/stats`, 'CHAPTER')).statusCode).toBe(403);
    });
  });
});
