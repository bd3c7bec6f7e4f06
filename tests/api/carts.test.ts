import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createProduct, createVendor } from '../fixtures/catalogue';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds('both'))('carts on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let chapter: TestUser;
  let p1: number;
  let p2: number;
  let p3: number;
  let inactive: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await createUser(t.app, 'USER');
    other = await createUser(t.app, 'USER');
    chapter = await createUser(t.app, 'CHAPTER');
    const vendor = await createVendor(t.app);
    p1 = (await createProduct(t.app, vendor.id)).id;
    p2 = (await createProduct(t.app, vendor.id)).id;
    p3 = (await createProduct(t.app, vendor.id)).id;
    inactive = (await createProduct(t.app, vendor.id, { isActive: false, name: 'Retired lamp' })).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser = me, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const send = (changes: object[], who: TestUser = me) => call('POST', '/cart/changes', who, { changes });
  const linesOf = async (who: TestUser = me) =>
    ((await call('GET', '/cart', who)).json().data.lines as { productId: number; quantity: number }[]).map((l) => [l.productId, l.quantity]);

  it('merges changes from two devices line by line and answers the merged cart', async () => {
    // The tablet adds two lines; the phone, later, changes one and adds a third.
    const tablet = await send([
      { productId: p1, quantity: 2, changedAt: ago(60_000) },
      { productId: p2, quantity: 5, changedAt: ago(60_000) },
    ]);
    expect(tablet.statusCode).toBe(200);
    expect(tablet.json().data.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [p1, 2],
      [p2, 5],
    ]);
    const phone = await send([
      { productId: p2, quantity: 7, changedAt: ago(30_000) },
      { productId: p3, quantity: 1, changedAt: ago(30_000) },
    ]);
    expect(phone.json().data.lines).toHaveLength(3);
    // An older change to p2 sent late by the tablet loses to the phone's later one.
    const late = await send([{ productId: p2, quantity: 3, changedAt: ago(45_000) }]);
    expect(late.json().data.lines.find((l: { productId: number }) => l.productId === p2).quantity).toBe(7);
    expect(await linesOf()).toEqual([
      [p1, 2],
      [p2, 7],
      [p3, 1],
    ]);
  });

  it('keeps a removal as a tombstone: an older change sent later does not bring the line back', async () => {
    await send([{ productId: p3, quantity: 0, changedAt: ago(20_000) }]);
    expect((await linesOf()).map(([id]) => id)).not.toContain(p3);
    // The offline tablet last touched p3 before it was removed on the phone.
    const stale = await send([{ productId: p3, quantity: 4, changedAt: ago(25_000) }]);
    expect(stale.json().data.lines.map((l: { productId: number }) => l.productId)).not.toContain(p3);
    // A change made after the removal puts it back.
    const fresh = await send([{ productId: p3, quantity: 4, changedAt: ago(10_000) }]);
    expect(fresh.json().data.lines.find((l: { productId: number }) => l.productId === p3).quantity).toBe(4);
    const rows = await t.app.db.select().from(schema.cartLines).where(eq(schema.cartLines.userId, me.id));
    expect(rows.find((r) => r.productId === p3)?.quantity).toBe(4);
  });

  it('counts a moment in the future as now, so a fast clock cannot pin a line', async () => {
    const future = await send([{ productId: p1, quantity: 9, changedAt: new Date(Date.now() + 86_400_000).toISOString() }]);
    const line = future.json().data.lines.find((l: { productId: number }) => l.productId === p1);
    expect(new Date(line.changedAt).getTime()).toBeLessThanOrEqual(Date.now());
    await send([{ productId: p1, quantity: 2, changedAt: new Date().toISOString() }]);
    expect((await linesOf()).find(([id]) => id === p1)).toEqual([p1, 2]);
  });

  it('keeps a line whose product is no longer sold or was deleted, marked unavailable', async () => {
    const vendor = await createVendor(t.app);
    const doomed = (await createProduct(t.app, vendor.id)).id;
    const res = await send([
      { productId: inactive, quantity: 1, changedAt: ago(5_000) },
      { productId: doomed, quantity: 3, changedAt: ago(5_000) },
    ]);
    const find = (id: number) => res.json().data.lines.find((l: { productId: number }) => l.productId === id);
    expect(find(inactive)).toMatchObject({ available: false, productName: 'Retired lamp', quantity: 1 });
    expect(find(doomed)).toMatchObject({ available: true });
    expect(find(p1)).toMatchObject({ available: true });
    await t.app.db.delete(schema.products).where(eq(schema.products.id, doomed));
    const after = (await call('GET', '/cart')).json().data.lines.find((l: { productId: number }) => l.productId === doomed);
    expect(after).toMatchObject({ quantity: 3, available: false, productName: null });
    await send([
      { productId: inactive, quantity: 0, changedAt: new Date().toISOString() },
      { productId: doomed, quantity: 0, changedAt: new Date().toISOString() },
    ]);
  });

  it('keeps each person to their own cart', async () => {
    expect(await linesOf(other)).toEqual([]);
    await send([{ productId: p1, quantity: 1, changedAt: new Date().toISOString() }], chapter);
    expect(await linesOf(chapter)).toEqual([[p1, 1]]);
    expect((await linesOf()).find(([id]) => id === p1)).toEqual([p1, 2]);
    expect(await linesOf(other)).toEqual([]);
  });

  it('refuses bad changes with a 400 naming the field and rule', async () => {
    const cases: [object, string][] = [
      [{}, 'changes'],
      [{ changes: [{ productId: p1, quantity: -1, changedAt: ago(0) }] }, 'quantity must be at least 0'],
      [{ changes: [{ productId: p1, quantity: 10_001, changedAt: ago(0) }] }, 'quantity must be at most 10000'],
      [{ changes: [{ productId: p1, quantity: 1.5, changedAt: ago(0) }] }, 'quantity must be a whole number'],
      [{ changes: [{ productId: 0, quantity: 1, changedAt: ago(0) }] }, 'productId must be at least 1'],
      [{ changes: [{ productId: p1, quantity: 1, changedAt: 'yesterday' }] }, 'changedAt must be'],
      [{ changes: [{ productId: p1, quantity: 1 }] }, 'changedAt'],
      [{ changes: [{ productId: p1, quantity: 1, changedAt: ago(0), userId: other.id }] }, 'userId'],
      [
        {
          changes: [
            { productId: p1, quantity: 1, changedAt: ago(0) },
            { productId: p1, quantity: 2, changedAt: ago(0) },
          ],
        },
        'changes may name each product only once',
      ],
    ];
    for (const [body, words] of cases) {
      const res = await call('POST', '/cart/changes', me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(words);
    }
  });

  describe('saved carts', () => {
    const id1 = '7d0c2a4e-1d2b-4c1a-9f3e-000000000001';
    const id2 = '7d0c2a4e-1d2b-4c1a-9f3e-000000000002';
    const body = (name: string, savedAt: string, lines = [{ productId: p1, quantity: 2 }]) => ({ name, eventId: null, lines, savedAt });
    const names = async (who: TestUser = me) => ((await call('GET', '/saved-carts', who)).json().data.items as { name: string }[]).map((i) => i.name);

    it('saves, lists newest first and keeps the later of two saves', async () => {
      const first = await call('PUT', `/saved-carts/${id1}`, me, body('Booth 14B', ago(60_000)));
      expect(first.statusCode).toBe(200);
      expect(first.json().data.savedCart).toMatchObject({ id: id1, name: 'Booth 14B', lines: [{ productId: p1, quantity: 2 }] });
      await call('PUT', `/saved-carts/${id2}`, me, body('Spring fair', ago(30_000)));
      expect(await names()).toEqual(['Spring fair', 'Booth 14B']);
      // An older save of the same cart sent late is not taken.
      const stale = await call('PUT', `/saved-carts/${id1}`, me, body('Booth 14', ago(90_000)));
      expect(stale.json().data.savedCart.name).toBe('Booth 14B');
      const later = await call('PUT', `/saved-carts/${id1}`, me, body('Booth 14B', ago(10_000), [{ productId: p2, quantity: 6 }]));
      expect(later.json().data.savedCart.lines).toEqual([{ productId: p2, quantity: 6 }]);
    });

    it('keeps a deletion as a tombstone: an older save sent later does not bring it back', async () => {
      const del = await call('DELETE', `/saved-carts/${id2}?at=${encodeURIComponent(ago(5_000))}`);
      expect(del.json().data).toEqual({ id: id2, savedCart: null });
      expect(await names()).toEqual(['Booth 14B']);
      const stale = await call('PUT', `/saved-carts/${id2}`, me, body('Spring fair', ago(20_000)));
      expect(stale.json().data.savedCart).toBeNull();
      expect(await names()).toEqual(['Booth 14B']);
      // Deleting again (a replayed change) answers the same state.
      expect((await call('DELETE', `/saved-carts/${id2}`)).json().data.savedCart).toBeNull();
    });

    it("keeps each person to their own saved carts: another's id is not found and not changed", async () => {
      expect(await names(other)).toEqual([]);
      const taken = await call('PUT', `/saved-carts/${id1}`, other, body('Mine now', new Date().toISOString()));
      expect(taken.statusCode).toBe(404);
      expect(taken.body).toContain('Saved cart not found');
      expect((await call('DELETE', `/saved-carts/${id1}`, other)).json().data).toEqual({ id: id1, savedCart: null });
      expect(await names()).toEqual(['Booth 14B']);
    });

    it('refuses bad saved carts with a 400 naming the field and rule', async () => {
      const cases: [string, object, string][] = [
        ['not-a-uuid', body('A', ago(0)), 'id must be a UUID'],
        [id1, { ...body('A', ago(0)), name: '   ' }, 'name is required'],
        [id1, { ...body('A', ago(0)), name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
        [id1, body('A', ago(0), [{ productId: p1, quantity: 0 }]), 'quantity must be at least 1'],
        [id1, { ...body('A', ago(0)), savedAt: 'soon' }, 'savedAt must be'],
        [id1, { ...body('A', ago(0)), eventId: 'x' }, 'eventId must be a whole number'],
      ];
      for (const [id, payload, words] of cases) {
        const res = await call('PUT', `/saved-carts/${id}`, me, payload);
        expect(res.statusCode, words).toBe(400);
        expect(res.body, words).toContain(words);
      }
    });
  });

  it('refuses the back office and anonymous callers', async () => {
    const admin = await createUser(t.app, 'ADMIN');
    expect((await call('GET', '/cart', admin)).statusCode).toBe(403);
    expect((await send([], admin)).statusCode).toBe(403);
    expect((await call('GET', '/saved-carts', admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart' })).statusCode).toBe(401);
  });
});
