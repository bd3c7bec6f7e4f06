/**
 * Carts that follow the buyer, on the device: every cart write records the lines it touched (a
 * removal as quantity 0); a sync sends them and writes the server's merged cart back, keeping
 * what was changed meanwhile; saved carts go the same way; signing out keeps the cart as a saved
 * cart named with the moment and empties the device's cart, and the person's next sign-in puts
 * it back.
 */
import { Dexie } from 'dexie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '@portal/contract/carts';
import { API, ok, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { onCartChanged } from '../../../../web/src/lib/cart/cart-changes';
import { listDrafts, deleteDraft, saveDraft } from '../../../../web/src/lib/cart/cart-drafts';
import { CART_STORAGE_KEY } from '../../../../web/src/lib/cart/cart-count';
import { claimCart } from '../../../../web/src/lib/cart/cart-owner';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { addToCart, changeQuantity, clearCart, removeFromCart, restoreCart, setQuantity, snapshotCart } from '../../../../web/src/lib/cart/cart-store';
import { syncCart, syncSavedCarts } from '../../../../web/src/lib/cart/cart-sync';
import { unavailableLinesFor } from '../../../../web/src/lib/cart/cart-unavailable-notice';
import { db, PortalDb } from '../../../../web/src/lib/db/database';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { logout, serverTold } from '../../../../web/src/lib/session/logout';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

withFakeApi();

const ME = 7;
beforeEach(async () => {
  await freshDatabase();
  localStorage.clear();
  signIn('CHAPTER', { id: ME });
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { name: 'Tea' }), product(2, { name: 'Cups' }), product(3, { name: 'Jam' })] }, cursor: 2 }), new Date());
  await claimCart(ME);
});

const lines = async () => (await readCart()).lines.map((l) => [l.productId, l.quantity]);
const changes = async () => (await db.cartChanges.where('userId').equals(ME).toArray()).map((c) => [c.productId, c.quantity]).sort((a, b) => a[0]! - b[0]!);
const mirror = () => (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { items: { productId: number; quantity: number }[] }).items.map((i) => [i.productId, i.quantity]);

describe('cart changes recorded for the server', () => {
  it('records each touched line with its new quantity, and a removal as 0', async () => {
    await addToCart(1, 2);
    await addToCart(2);
    await changeQuantity(2, 4);
    expect(await changes()).toEqual([
      [1, 2],
      [2, 5],
    ]);
    await removeFromCart(1);
    expect(await changes()).toEqual([
      [1, 0],
      [2, 5],
    ]);
    await setQuantity(3, 6);
    await clearCart();
    expect(await changes()).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });

  it('keeps the badge copy in step with the cart without re-reading it, in the cart order', async () => {
    await addToCart(2, 3);
    await addToCart(1);
    await changeQuantity(2, -1);
    expect(mirror()).toEqual(await lines());
    const snapshot = await snapshotCart([2]);
    await removeFromCart(2);
    expect(mirror()).toEqual([[1, 1]]);
    await restoreCart({ lines: snapshot.lines });
    expect(mirror()).toEqual(await lines());
    expect(mirror()).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('keeps lines added within one millisecond in the order they were added', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    try {
      await addToCart(3);
      await setQuantity(1, 2);
      await changeQuantity(2, 1);
    } finally {
      vi.useRealTimers();
    }
    expect(await lines()).toEqual([
      [3, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(mirror()).toEqual(await lines());
  });

  it('announces a change once committed, and records nothing for a cart nobody owns', async () => {
    const heard: number[] = [];
    const stop = onCartChanged((userId) => heard.push(userId));
    await addToCart(1);
    expect(heard).toEqual([ME]);
    stop();
    await db.meta.put({ key: 'cart', value: { paymentMethod: null, eventId: null, ownerId: null } });
    await db.cartChanges.clear();
    await addToCart(2);
    expect(await changes()).toEqual([]);
  });
});

describe('syncCart', () => {
  it('sends the changes and writes the merged cart back: lines from another device arrive, lines removed there go', async () => {
    await addToCart(1, 2);
    await db.cartLines.put({ productId: 3, quantity: 9, addedAt: new Date(0).toISOString() }); // in step with the server, not pending
    let sent: unknown;
    server.use(
      http.post(`${API}/cart/changes`, async ({ request }) => {
        sent = await request.json();
        return ok({
          lines: [
            { productId: 1, quantity: 2, changedAt: new Date().toISOString(), available: true, productName: 'Tea' },
            { productId: 2, quantity: 4, changedAt: new Date().toISOString(), available: true, productName: 'Cups' },
          ],
        } satisfies CartView);
      }),
    );
    expect(await syncCart(ME)).toBe(true);
    expect((sent as { changes: { productId: number; quantity: number }[] }).changes.map((c) => [c.productId, c.quantity])).toEqual([[1, 2]]);
    // Product 3 was taken out on the phone; product 2 was added there.
    expect((await lines()).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(await changes()).toEqual([]);
    expect(mirror().length).toBe(2);
  });

  it('keeps a line changed while the request was out, and sends it next time', async () => {
    await addToCart(1, 2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post(`${API}/cart/changes`, async () => {
        calls += 1;
        if (calls === 1) await held;
        return ok({ lines: [{ productId: 1, quantity: 2, changedAt: new Date().toISOString(), available: true, productName: 'Tea' }] } satisfies CartView);
      }),
    );
    const first = syncCart(ME);
    await expect.poll(() => calls).toBe(1);
    await setQuantity(1, 8);
    release();
    expect(await first).toBe(true);
    expect(await lines()).toEqual([[1, 8]]);
    expect(await changes()).toEqual([[1, 8]]);
  });

  it('leaves everything pending when the server cannot be reached', async () => {
    await addToCart(1, 2);
    server.use(http.post(`${API}/cart/changes`, () => HttpResponse.error()));
    expect(await syncCart(ME)).toBe(false);
    expect(await lines()).toEqual([[1, 2]]);
    expect(await changes()).toEqual([[1, 2]]);
  });

  it('keeps a line whose product is no longer sold and says so by name', async () => {
    server.use(
      http.get(`${API}/cart`, () =>
        ok({
          lines: [
            { productId: 1, quantity: 1, changedAt: new Date().toISOString(), available: true, productName: 'Tea' },
            { productId: 44, quantity: 3, changedAt: new Date().toISOString(), available: false, productName: 'Retired lamp' },
            { productId: 45, quantity: 1, changedAt: new Date().toISOString(), available: false, productName: null },
          ],
        } satisfies CartView),
      ),
    );
    expect(await syncCart(ME)).toBe(true);
    expect((await lines()).map(([id]) => id)).toEqual(expect.arrayContaining([1, 44, 45]));
    expect(unavailableLinesFor(ME)).toEqual([
      { productId: 44, name: 'Retired lamp' },
      { productId: 45, name: null },
    ]);
    expect(unavailableLinesFor(ME + 1)).toEqual([]);
  });

  it('does not touch the cart of someone who signed out meanwhile', async () => {
    await addToCart(1, 2);
    server.use(http.post(`${API}/cart/changes`, () => ok({ lines: [] } satisfies CartView)));
    localStorage.removeItem('accessToken');
    expect(await syncCart(ME)).toBe(false);
    expect(await changes()).toEqual([[1, 2]]);
  });
});

describe('syncSavedCarts', () => {
  it('sends saves and deletions, then takes the server list for the rest', async () => {
    await addToCart(1, 2);
    const { draft } = await saveDraft(ME, 'Booth 14B', null);
    const { draft: gone } = await saveDraft(ME, 'Old', null);
    await db.cartDrafts.update(gone.id, { pending: false });
    await deleteDraft(ME, gone.id);
    expect((await listDrafts(ME)).map((d) => d.name)).toEqual(['Booth 14B']);
    const puts: string[] = [];
    const deletes: string[] = [];
    const fromPhone = { id: '11111111-1111-4111-8111-111111111111', name: 'Phone cart', eventId: null, lines: [{ productId: 2, quantity: 1 }], savedAt: new Date().toISOString() };
    server.use(
      http.put(`${API}/saved-carts/:id`, async ({ params, request }) => {
        puts.push(String(params.id));
        const body = (await request.json()) as { name: string; lines: { productId: number; quantity: number }[]; savedAt: string };
        return ok({ id: String(params.id), savedCart: { id: String(params.id), name: body.name, eventId: null, lines: body.lines, savedAt: body.savedAt } });
      }),
      http.delete(`${API}/saved-carts/:id`, ({ params }) => {
        deletes.push(String(params.id));
        return ok({ id: String(params.id), savedCart: null });
      }),
      http.get(`${API}/saved-carts`, () => ok({ items: [fromPhone, { ...draft, pending: undefined, deletedAt: undefined, userId: undefined }].map(({ id, name, eventId, lines, savedAt }) => ({ id, name, eventId, lines, savedAt })) })),
    );
    expect(await syncSavedCarts(ME)).toBe(true);
    expect(puts).toEqual([draft.id]);
    expect(deletes).toEqual([gone.id]);
    expect((await listDrafts(ME)).map((d) => d.name).sort()).toEqual(['Booth 14B', 'Phone cart']);
    expect(await db.cartDrafts.get(gone.id)).toBeUndefined();
    expect((await db.cartDrafts.toArray()).every((d) => !d.pending)).toBe(true);
  });

  it('drops a saved cart deleted on another device unless it was changed here', async () => {
    await addToCart(1, 2);
    const { draft } = await saveDraft(ME, 'Synced', null);
    await db.cartDrafts.update(draft.id, { pending: false });
    const { draft: local } = await saveDraft(ME, 'Made offline', null);
    // The server no longer holds 'Synced' (deleted on the phone); it takes 'Made offline' once it answers.
    const held = new Map<string, { id: string; name: string; eventId: number | null; lines: { productId: number; quantity: number }[]; savedAt: string }>();
    server.use(
      http.put(`${API}/saved-carts/:id`, () => HttpResponse.error()),
      http.get(`${API}/saved-carts`, () => ok({ items: [...held.values()] })),
    );
    expect(await syncSavedCarts(ME)).toBe(false);
    expect((await listDrafts(ME)).map((d) => d.name).sort()).toEqual(['Made offline', 'Synced']);
    server.use(
      http.put(`${API}/saved-carts/:id`, async ({ params, request }) => {
        const body = (await request.json()) as { name: string; lines: { productId: number; quantity: number }[]; savedAt: string };
        const saved = { id: String(params.id), name: body.name, eventId: null, lines: body.lines, savedAt: body.savedAt };
        held.set(saved.id, saved);
        return ok({ id: saved.id, savedCart: saved });
      }),
    );
    expect(await syncSavedCarts(ME)).toBe(true);
    expect((await listDrafts(ME)).map((d) => d.id)).toEqual([local.id]);
  });
  it('goes on past a saved cart the server refuses as it is, which stays on the device to send', async () => {
    await addToCart(1, 2);
    const { draft: refused } = await saveDraft(ME, 'Too long', null);
    const { draft: fine } = await saveDraft(ME, 'Booth 14B', null);
    const held = new Map<string, { id: string; name: string; eventId: number | null; lines: { productId: number; quantity: number }[]; savedAt: string }>();
    server.use(
      http.put(`${API}/saved-carts/:id`, async ({ params, request }) => {
        if (params.id === refused.id) return HttpResponse.json({ success: false, code: 'VALIDATION_ERROR', message: 'lines can hold at most 500 products', errors: { lines: 'lines can hold at most 500 products' } }, { status: 400 });
        const body = (await request.json()) as { name: string; lines: { productId: number; quantity: number }[]; savedAt: string };
        const saved = { id: String(params.id), name: body.name, eventId: null, lines: body.lines, savedAt: body.savedAt };
        held.set(saved.id, saved);
        return ok({ id: saved.id, savedCart: saved });
      }),
      http.get(`${API}/saved-carts`, () => ok({ items: [...held.values()] })),
    );
    expect(await syncSavedCarts(ME)).toBe(true);
    expect([...held.keys()]).toEqual([fine.id]);
    expect((await listDrafts(ME)).map((d) => d.name).sort()).toEqual(['Booth 14B', 'Too long']);
    expect((await db.cartDrafts.get(refused.id))?.pending).toBe(true);
    expect((await db.cartDrafts.get(fine.id))?.pending).toBe(false);
  });
});

describe('signing out', () => {
  it('keeps a non-empty cart as a saved cart named with the moment, empties the cart, and gives it back at the next sign-in', async () => {
    await addToCart(1, 2);
    await addToCart(3, 5);
    const merged: unknown[] = [];
    const saved: string[] = [];
    server.use(
      http.post(`${API}/cart/changes`, async ({ request }) => {
        merged.push(...((await request.json()) as { changes: unknown[] }).changes);
        return ok({ lines: [] } satisfies CartView);
      }),
      http.put(`${API}/saved-carts/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { name: string; lines: { productId: number; quantity: number }[]; savedAt: string };
        saved.push(body.name);
        return ok({ id: String(params.id), savedCart: { id: String(params.id), name: body.name, eventId: null, lines: body.lines, savedAt: body.savedAt } });
      }),
    );
    await logout();
    expect(await lines()).toEqual([]);
    const [kept] = await listDrafts(ME);
    expect(kept?.name).toMatch(/^Cart of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(kept?.lines).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 3, quantity: 5 },
    ]);
    // Before the session is revoked, the waiting lines and the kept cart go to the server with its
    // token; the emptied cart is not told (no tombstones): the server keeps the person's cart.
    await serverTold();
    expect(merged).toMatchObject([
      { productId: 1, quantity: 2 },
      { productId: 3, quantity: 5 },
    ]);
    expect(saved).toEqual([kept!.name]);
    expect(await changes()).toEqual([]);
    expect((await db.cartDrafts.get(kept!.id))?.pending).toBe(false);
    // Someone else signs in on the tablet: an empty cart for them.
    signIn('USER', { id: 8 });
    await claimCart(8);
    expect(await lines()).toEqual([]);
    // The person comes back, with no network: their cart as they left it.
    signIn('CHAPTER', { id: ME });
    await claimCart(ME);
    expect(await lines()).toEqual([
      [1, 2],
      [3, 5],
    ]);
    // Put back from the kept cart, not changed: the server's cart is pulled over them when it answers.
    expect(await changes()).toEqual([]);
  });

  it('names the kept cart in Spanish for a Spanish reader, and keeps no saved cart for an empty cart', async () => {
    await setLanguage('es');
    try {
      await addToCart(2, 1);
      await logout();
      expect((await listDrafts(ME))[0]?.name).toMatch(/^Carrito del \d{1,2} [a-z]{3}\.?, \d{1,2}:\d{2}\s?[ap]\.\s?m\.$/);
      signIn('CHAPTER', { id: ME });
      await claimCart(ME);
      await clearCart();
      await logout();
      expect(await listDrafts(ME)).toHaveLength(1);
    } finally {
      await setLanguage('en');
    }
  });
});

describe('a device that held a cart before carts followed the buyer', () => {
  it('sends its cart and saved carts at the first sync instead of taking the empty server cart over them', async () => {
    const name = `before-carts-${Date.now()}`;
    const before = new Dexie(name);
    before.version(1).stores({ products: 'id', vendors: 'id', categories: 'id', tags: 'id', events: 'id', settings: 'id', meta: 'key', cartLines: 'productId, addedAt', outbox: 'localId, &clientOrderId, status, userId, createdAt' });
    before.version(3).stores({ credentials: 'userId' });
    before.version(4).stores({ favourites: '[userId+productId], userId', cartDrafts: 'id, userId, savedAt' });
    await before.open();
    await before.table('cartLines').bulkPut([{ productId: 1, quantity: 3, addedAt: '2026-11-20T10:00:00.000Z' }]);
    await before.table('meta').put({ key: 'cart', value: { paymentMethod: null, eventId: null, ownerId: ME } });
    await before.table('cartDrafts').put({ id: 'd1', userId: ME, name: 'Booth', eventId: null, lines: [{ productId: 2, quantity: 1 }], savedAt: '2026-11-20T10:00:00.000Z' });
    before.close();
    const after = new PortalDb(name);
    expect(await after.cartChanges.toArray()).toEqual([{ userId: ME, productId: 1, quantity: 3, changedAt: '2026-11-20T10:00:00.000Z' }]);
    expect(await after.cartDrafts.get('d1')).toMatchObject({ pending: true, deletedAt: null });
    after.close();
    await Dexie.delete(name);
  });
});
