import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { db } from '../../../../web/src/lib/db/database';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';
import { answer } from '../../../fixtures/api-handlers';
import { probeNow } from '../../../../web/src/lib/connectivity';
import { setFavourite, syncFavourites } from '../../../../web/src/features/catalogue/offline/favourites';

withFakeApi();

/** The server's favourites per person (the fake tells people apart by the signed-in user's id). */
let onServer: Map<number, Map<number, string>>;
let reachable: boolean;
const sent: { method: string; productId: number; at: string | null }[] = [];
const currentUserId = () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id;
const mine = () => {
  const id = currentUserId();
  if (!onServer.has(id)) onServer.set(id, new Map());
  return onServer.get(id)!;
};

beforeEach(async () => {
  await freshDatabase();
  onServer = new Map();
  reachable = true;
  sent.length = 0;
  signIn('CHAPTER', { id: 7 });
  server.use(
    answer('GET /favourites', () => (reachable ? { items: [...mine()].map(([productId, createdAt]) => ({ productId, createdAt })) } : HttpResponse.error())),
    answer('PUT /favourites/:productId', async ({ params, request }) => {
      if (!reachable) return HttpResponse.error();
      const productId = Number(params.productId);
      const at = ((await request.json()) as { at?: string }).at ?? new Date().toISOString();
      sent.push({ method: 'PUT', productId, at });
      mine().set(productId, at);
      return { productId, favourite: true, changedAt: at };
    }),
    answer('DELETE /favourites/:productId', ({ params, request }) => {
      if (!reachable) return HttpResponse.error();
      const productId = Number(params.productId);
      sent.push({ method: 'DELETE', productId, at: new URL(request.url).searchParams.get('at') });
      mine().delete(productId);
      return { productId, favourite: false, changedAt: null };
    }),
  );
  const products = [1, 2, 3].map((i) => product(i, { name: `Item 0${i}` }));
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products }, cursor: 3 }), new Date());
});

const heart = (name: string) => screen.findByRole('button', { name: `Favourite: ${name}` });
/** The heart once it can be tapped: it stays disabled until the device's favourites are read. */
const readyHeart = async (name: string) => {
  let found: HTMLButtonElement | undefined;
  await waitFor(() => {
    found = screen.getByRole('button', { name: `Favourite: ${name}` }) as HTMLButtonElement;
    expect(found.disabled).toBe(false);
  });
  return found!;
};
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';

describe('favourites', () => {
  it('keeps a heart through a reload, sends it to the server and lists only favourites on request', async () => {
    const first = renderApp('/products');
    await userEvent.click(await readyHeart('Item 02'));
    await waitFor(async () => expect(pressed(await heart('Item 02'))).toBe(true));
    await waitFor(() => expect([...mine().keys()]).toEqual([2]));
    expect(sent[0]).toMatchObject({ method: 'PUT', productId: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(first.router.state.location.search).toEqual({ favourites: true }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(within(screen.getByTestId('product-card')).getByText('Item 02')).toBeTruthy();
    first.unmount();

    // A reload: the product page shows the heart set, and clearing it reaches the server.
    renderApp('/products/2');
    expect(await screen.findByRole('heading', { name: 'Item 02' })).toBeTruthy();
    await waitFor(async () => expect(pressed(await heart('Item 02'))).toBe(true));
    await userEvent.click(await readyHeart('Item 02'));
    await waitFor(async () => expect(pressed(await heart('Item 02'))).toBe(false));
    await waitFor(() => expect(mine().size).toBe(0));
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', productId: 2 });
  });

  it('says so when the favourites view is empty', async () => {
    renderApp('/products?favourites=true');
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
  });

  it('takes the favourites the server holds for this person', async () => {
    onServer.set(7, new Map([[3, '2026-01-02T00:00:00.000Z']]));
    renderApp('/products');
    await waitFor(async () => expect(pressed(await heart('Item 03'))).toBe(true));
    expect(pressed(await heart('Item 01'))).toBe(false);
  });

  it('works offline, keeps each person their own on a shared tablet, and sends queued changes with their time when online', async () => {
    reachable = false;
    const tapped = Date.now();
    const first = renderApp('/products');
    await userEvent.click(await readyHeart('Item 01'));
    await waitFor(async () => expect(pressed(await heart('Item 01'))).toBe(true));
    await waitFor(async () => expect(await db.favourites.get([7, 1])).toMatchObject({ favourite: true, pending: true }));
    first.unmount();

    // Another member signs in on the same tablet: not their heart.
    signIn('USER', { id: 8, email: 'bob@example.com' });
    const second = renderApp('/products');
    expect(pressed(await heart('Item 01'))).toBe(false);
    await userEvent.click(await readyHeart('Item 03'));
    await waitFor(async () => expect(pressed(await heart('Item 03'))).toBe(true));
    second.unmount();

    // The first member again, with the server back: the queued change goes out with the time of the tap.
    signIn('CHAPTER', { id: 7 });
    reachable = true;
    renderApp('/products');
    await waitFor(() => expect([...mine().keys()]).toEqual([1]));
    const put = sent.find((s) => s.productId === 1)!;
    expect(new Date(put.at!).getTime()).toBeGreaterThanOrEqual(tapped - 1000);
    expect(new Date(put.at!).getTime()).toBeLessThan(Date.now());
    await waitFor(async () => expect(await db.favourites.get([7, 1])).toMatchObject({ favourite: true, pending: false }));
    expect(pressed(await heart('Item 03'))).toBe(false);
    // The other member's change stays queued for them, never sent as this person's.
    expect(sent.some((s) => s.productId === 3)).toBe(false);
    expect(await db.favourites.get([8, 3])).toMatchObject({ pending: true });
  });

  it('marks a heart changed while the server is out of reach as saved on this tablet, until it is sent', async () => {
    reachable = false;
    server.use(answer('GET /health', () => (reachable ? { database: 'pglite', migration: '0002_sync_triggers', version: '1.0.0' } : HttpResponse.error())));
    expect(await probeNow()).toBe(false);
    renderApp('/products');
    const tapped = await readyHeart('Item 02');
    expect(tapped.getAttribute('data-waiting')).toBeNull();
    await userEvent.click(tapped);
    await waitFor(async () => expect((await heart('Item 02')).getAttribute('data-waiting')).toBe('true'));
    const waiting = await heart('Item 02');
    expect(waiting.getAttribute('aria-description')).toBe('Saved on this tablet: it will be sent when the connection returns.');
    expect((await heart('Item 01')).getAttribute('data-waiting')).toBeNull();

    // The server answers again: the change goes out and the mark goes.
    reachable = true;
    expect(await probeNow()).toBe(true);
    await waitFor(() => expect([...mine().keys()]).toEqual([2]));
    await waitFor(async () => expect((await heart('Item 02')).getAttribute('data-waiting')).toBeNull());
    expect(pressed(await heart('Item 02'))).toBe(true);
  });

  it('keeps a change refused for a limit reached and sends it later; drops one refused for good', async () => {
    let refusal: { status: number; code: string } | null = { status: 429, code: 'RATE_LIMITED' };
    server.use(
      answer('PUT /favourites/:productId', ({ params }) => {
        if (refusal) return HttpResponse.json({ success: false, message: 'Refused', code: refusal.code, data: null }, { status: refusal.status });
        const at = new Date().toISOString();
        sent.push({ method: 'PUT', productId: Number(params.productId), at });
        mine().set(Number(params.productId), at);
        return { productId: Number(params.productId), favourite: true, changedAt: at };
      }),
    );
    await setFavourite(7, 2, true);
    expect(await syncFavourites(7)).toBe(false);
    expect(await db.favourites.get([7, 2])).toMatchObject({ favourite: true, pending: true });

    refusal = null;
    expect(await syncFavourites(7)).toBe(true);
    expect(sent.map((s) => s.productId)).toEqual([2]);
    expect(await db.favourites.get([7, 2])).toMatchObject({ favourite: true, pending: false });

    // The product left the catalogue: the server will never take it, so the change goes.
    refusal = { status: 404, code: 'NOT_FOUND' };
    await setFavourite(7, 3, true);
    expect(await syncFavourites(7)).toBe(true);
    expect((await db.favourites.get([7, 3]))?.pending ?? false).toBe(false);
  });
});
