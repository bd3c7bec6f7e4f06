/** The back-office lists sort by the fields their column headers offer, and refuse any other. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('admin list sorting on %s', (kind) => {
  let t: TestApp;
  let superAdmin: TestUser;
  const tag = `srt${Date.now()}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    superAdmin = await createUser(t.app, 'SUPER_ADMIN');
    const chapter = await createChapter(t.app, { name: `${tag} Chapter B`, city: 'Zeta' });
    await createChapter(t.app, { name: `${tag} Chapter A`, city: 'Alpha' });
    await createUser(t.app, 'CHAPTER', { firstName: tag, lastName: 'Brown', email: `b.${tag}@example.com` });
    await createUser(t.app, 'ADMIN', { firstName: tag, lastName: 'Adams', email: `z.${tag}@example.com` });
    const vendor = (name: string, city: string) => ({ name, city, contactName: 'C', email: `${city}@v.test`, address: '1 St', state: 'TX', zipCode: '73301' });
    await t.app.db.insert(schema.vendors).values([vendor(`${tag} Vendor A`, 'Yonder'), vendor(`${tag} Vendor B`, 'Austin')]);
    await t.app.db.insert(schema.events).values([
      { name: `${tag} Event A`, chapterId: chapter.id, startDate: new Date('2026-05-01T00:00:00Z'), endDate: new Date('2026-05-03T00:00:00Z') },
      { name: `${tag} Event B`, chapterId: chapter.id, startDate: new Date('2026-04-01T00:00:00Z'), endDate: new Date('2026-06-01T00:00:00Z') },
    ]);
    await t.app.db.insert(schema.categories).values([{ name: `${tag} Category A` }, { name: `${tag} Category B` }]);
    await t.app.db.insert(schema.tags).values([{ name: `${tag} Tag A` }, { name: `${tag} Tag B` }]);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: superAdmin.headers });
  const names = async (url: string, field: string, pick: (row: Record<string, string>) => string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data[field] as Record<string, string>[]).map(pick);
  };

  it.each([
    ['users', 'users', 'email', (u: Record<string, string>) => u.lastName!, ['Brown', 'Adams']],
    ['users', 'users', 'name', (u: Record<string, string>) => u.lastName!, ['Adams', 'Brown']],
    ['vendors', 'vendors', 'name', (v: Record<string, string>) => v.name!, [`${tag} Vendor A`, `${tag} Vendor B`]],
    ['vendors', 'vendors', 'city', (v: Record<string, string>) => v.name!, [`${tag} Vendor B`, `${tag} Vendor A`]],
    ['chapters', 'items', 'city', (c: Record<string, string>) => c.name!, [`${tag} Chapter A`, `${tag} Chapter B`]],
    ['events', 'items', 'startDate', (e: Record<string, string>) => e.name!, [`${tag} Event B`, `${tag} Event A`]],
    ['events', 'items', 'endDate', (e: Record<string, string>) => e.name!, [`${tag} Event A`, `${tag} Event B`]],
    ['categories', 'categories', 'name', (c: Record<string, string>) => c.name!, [`${tag} Category A`, `${tag} Category B`]],
    ['tags', 'tags', 'name', (c: Record<string, string>) => c.name!, [`${tag} Tag A`, `${tag} Tag B`]],
  ] as const)('GET /%s sorted by %s then %s: asc, and desc reverses it', async (path, field, sortBy, pick, ascending) => {
    const base = `/${path}?search=${tag}&sortBy=${sortBy}`;
    expect(await names(`${base}&sortOrder=asc`, field, pick)).toEqual(ascending);
    expect(await names(`${base}&sortOrder=desc`, field, pick)).toEqual([...ascending].reverse());
  });

  it.each(['users', 'vendors', 'chapters', 'events', 'categories', 'tags'])('GET /%s refuses an unknown sort field or direction with a 400 naming it', async (path) => {
    const bad = await get(`/${path}?sortBy=password`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sortBy must be one of');
    const badOrder = await get(`/${path}?sortBy=name&sortOrder=up`);
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.body).toContain('sortOrder must be asc or desc');
  });
});
