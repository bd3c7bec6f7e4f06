import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@portal/db';
import { LocalMemo } from '../../api/src/lib/local-memo';
import { AUTH_MEMO_TTL_MS } from '../../api/src/plugins/auth';
import { CATALOGUE_VERSION_TTL_MS } from '../../api/src/lib/versioned-cache';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser } from '../fixtures/users';
import { createProduct, createVendor } from '../fixtures/catalogue';

describe('LocalMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once, then answers the remembered value until its time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = new LocalMemo<number>(1_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await memo.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await memo.getOrLoad('k', load)).toBe(2);
  });

  it('forgets everything at once when told to', async () => {
    const memo = new LocalMemo<string>(60_000, 10);
    await memo.getOrLoad('a', async () => 'old');
    memo.forget();
    expect(memo.get('a')).toBeUndefined();
    expect(await memo.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('does not store an answer whose load started before a forget (it may predate the change)', async () => {
    const memo = new LocalMemo<string>(60_000, 10);
    let release!: (value: string) => void;
    const pending = memo.getOrLoad('a', () => new Promise<string>((resolve) => (release = resolve)));
    memo.forget();
    release('read before the change');
    expect(await pending).toBe('read before the change');
    expect(memo.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const memo = new LocalMemo<number>(60_000, 2);
    await memo.getOrLoad('a', async () => 1);
    await memo.getOrLoad('b', async () => 2);
    await memo.getOrLoad('c', async () => 3);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
    expect(memo.get('c')).toBe(3);
  });

  it('remembers nothing when the load fails', async () => {
    const memo = new LocalMemo<number>(60_000, 2);
    await expect(memo.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.getOrLoad('a', async () => 7)).toBe(7);
  });
});

describe.each(databaseKinds())('what the API remembers between requests, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers });

  it('refuses a user deactivated through the portal on their very next request', async () => {
    const admin = await createUser(t.app, 'ADMIN');
    const shopper = await createUser(t.app, 'CHAPTER');
    expect((await profile(shopper.headers)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/users/${shopper.id}/deactivate`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await profile(shopper.headers)).statusCode).toBe(401);
  });

  it('counts a change made outside the portal after the next mutating request, or within the time to live', async () => {
    const admin = await createUser(t.app, 'SUPER_ADMIN');
    const first = await createUser(t.app, 'CHAPTER');
    const second = await createUser(t.app, 'CHAPTER');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (const u of [first, second]) expect((await profile(u.headers)).statusCode).toBe(200);
    // Both switched off by hand in the database.
    await t.app.db.update(schema.users).set({ isActive: false }).where(sql`${schema.users.id} in (${first.id}, ${second.id})`);

    // Any change made through the portal forgets the remembered rows.
    const category = await t.app.inject({ method: 'POST', url: '/api/v1/categories', headers: admin.headers, payload: { name: `Memo ${Date.now()}` } });
    expect(category.statusCode).toBe(201);
    expect((await profile(first.headers)).statusCode).toBe(401);

    // Without one, the row read before the change counts until its time to live has passed.
    await t.app.db.update(schema.users).set({ isActive: true }).where(eq(schema.users.id, second.id));
    await t.app.inject({ method: 'POST', url: '/api/v1/categories', headers: admin.headers, payload: { name: `Memo ${Date.now()}-2` } });
    expect((await profile(second.headers)).statusCode).toBe(200);
    await t.app.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.id, second.id));
    vi.advanceTimersByTime(AUTH_MEMO_TTL_MS);
    expect((await profile(second.headers)).statusCode).toBe(401);
  });

  it('shows a catalogue change made outside the portal once the version read has expired', async () => {
    const shopper = await createUser(t.app, 'CHAPTER');
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor.id, { name: `Memo Lamp ${Date.now()}` });
    const search = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/products?search=${encodeURIComponent(product.name)}`, headers: shopper.headers })).json().data.products as Array<{ price: number }>;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await search()).map((p) => p.price)).toEqual([1000]);
    await t.app.db.update(schema.products).set({ price: 1234 }).where(eq(schema.products.id, product.id));
    vi.advanceTimersByTime(CATALOGUE_VERSION_TTL_MS);
    expect((await search()).map((p) => p.price)).toEqual([1234]);
  });

  it('placing an order (a route that changes no account) leaves the remembered rows as they are', async () => {
    const shopper = await createUser(t.app, 'CHAPTER');
    expect((await profile(shopper.headers)).statusCode).toBe(200);
    await t.app.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.id, shopper.id));
    const order = await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: shopper.headers, payload: {} });
    expect(order.statusCode).toBe(400);
    expect((await profile(shopper.headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/orders/999999/cancel', headers: shopper.headers });
    expect((await profile(shopper.headers)).statusCode).toBe(401);
  });
});
