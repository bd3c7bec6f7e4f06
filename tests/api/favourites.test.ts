import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BODY_LIMIT } from '@portal/api/lib/body-limits';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createProduct, createVendor } from '../fixtures/catalogue';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('favourites on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let chapter: TestUser;
  let p1: number;
  let p2: number;
  let inactive: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await createUser(t.app, 'USER');
    other = await createUser(t.app, 'USER');
    chapter = await createUser(t.app, 'CHAPTER');
    const vendor = await createVendor(t.app);
    p1 = (await createProduct(t.app, vendor.id)).id;
    p2 = (await createProduct(t.app, vendor.id)).id;
    inactive = (await createProduct(t.app, vendor.id, { isActive: false })).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestUser = me, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const ids = async (who: TestUser = me) => ((await call('GET', '/favourites', who)).json().data.items as { productId: number }[]).map((i) => i.productId);

  it('marks and clears favourites for the signed-in person only', async () => {
    expect(await ids()).toEqual([]);
    const put = await call('PUT', `/favourites/${p1}`);
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ productId: p1, favourite: true });
    expect((await call('PUT', `/favourites/${p2}`, me, {})).statusCode).toBe(200);
    expect((await call('PUT', `/favourites/${p1}`)).statusCode).toBe(200); // twice is still one
    expect((await ids()).sort((a, b) => a - b)).toEqual([p1, p2]);
    expect(await ids(other)).toEqual([]);
    expect((await call('PUT', `/favourites/${p2}`, chapter)).statusCode).toBe(200);
    expect(await ids(chapter)).toEqual([p2]);

    const del = await call('DELETE', `/favourites/${p1}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ productId: p1, favourite: false, changedAt: null });
    expect(await ids()).toEqual([p2]);
    // Clearing again (a replayed change) answers the same state.
    expect((await call('DELETE', `/favourites/${p1}`)).json().data.favourite).toBe(false);
    expect(await ids(chapter)).toEqual([p2]);
  });

  it('keeps the later of two changes to one product (last write wins)', async () => {
    const marked = new Date(Date.now() - 60_000);
    expect((await call('PUT', `/favourites/${p1}`, other, { at: marked.toISOString() })).json().data.changedAt).toBe(marked.toISOString());
    // A clear made before the mark (sent late by an offline tablet) leaves it marked.
    const stale = await call('DELETE', `/favourites/${p1}?at=${encodeURIComponent(new Date(marked.getTime() - 1000).toISOString())}`, other);
    expect(stale.json().data).toEqual({ productId: p1, favourite: true, changedAt: marked.toISOString() });
    expect(await ids(other)).toEqual([p1]);
    // An older mark sent late does not move the moment back.
    await call('PUT', `/favourites/${p1}`, other, { at: new Date(marked.getTime() - 5000).toISOString() });
    // A clear made after it wins.
    const later = await call('DELETE', `/favourites/${p1}?at=${encodeURIComponent(new Date(marked.getTime() + 1000).toISOString())}`, other);
    expect(later.json().data.favourite).toBe(false);
    expect(await ids(other)).toEqual([]);
  });

  it('counts a moment in the future as now', async () => {
    const res = await call('PUT', `/favourites/${p2}`, other, { at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(new Date(res.json().data.changedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await call('DELETE', `/favourites/${p2}`, other)).json().data.favourite).toBe(false);
  });

  it('answers 404 for a product that does not exist or is inactive, 400 naming the field for bad input', async () => {
    expect((await call('PUT', `/favourites/${inactive}`)).statusCode).toBe(404);
    expect((await call('PUT', '/favourites/999999')).statusCode).toBe(404);
    const badId = await call('PUT', '/favourites/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('productId');
    const badAt = await call('PUT', `/favourites/${p1}`, me, { at: 'yesterday' });
    expect(badAt.statusCode).toBe(400);
    expect(badAt.body).toContain('at must be');
    const extra = await call('PUT', `/favourites/${p1}`, me, { favourite: true });
    expect(extra.statusCode).toBe(400);
    const badQuery = await call('DELETE', `/favourites/${p1}?at=soon`);
    expect(badQuery.statusCode).toBe(400);
  });

  it(`reads at most ${SMALL_BODY_LIMIT} bytes of a heart's body: one byte more is 413`, async () => {
    const padded = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;
    const send = (body: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${p1}`, headers: { ...me.headers, 'content-type': 'application/json' }, payload: body });
    expect((await send(padded(SMALL_BODY_LIMIT + 1))).statusCode).toBe(413);
    expect((await send(padded(SMALL_BODY_LIMIT))).statusCode).toBe(400);
  });

  it('refuses the back office', async () => {
    const admin = await createUser(t.app, 'ADMIN');
    expect((await call('GET', '/favourites', admin)).statusCode).toBe(403);
    expect((await call('PUT', `/favourites/${p1}`, admin)).statusCode).toBe(403);
  });
});
