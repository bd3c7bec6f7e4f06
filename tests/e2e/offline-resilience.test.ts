/**
 * The show floor as it really is, in Chromium: the service worker delivering with the app
 * closed, a Wi-Fi that is "up" while the server is not, orders that settle within seconds of the
 * network coming back, a session that survives whatever answers a refresh, a tablet shared by
 * two people, and pictures ready for offline counted in the cache.
 */
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import type { SyncPage } from '@portal/contract/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, expireAccessToken } from '../fixtures/browser';
import { emptyServerCart } from '../fixtures/admin-api';
import {
  addAndCheckOut,
  apiToken,
  fireBackgroundSync,
  openDevice,
  outbox,
  readStore,
  readyForOffline,
  serverOrders,
  signInAs,
  syncStatusLabel,
  type Device,
  type OutboxRow,
} from '../fixtures/shopper-device';

let device: Device | undefined;
afterEach(async () => {
  await device?.close();
  device = undefined;
});

/**
 * Signs out through the account menu and waits for the sign-in page. If it does not come, the
 * error carries what the page logged, requested and threw since the tap, where the pointer events
 * landed, whether the session is still on the device, and what the page shows.
 */
async function signOut(page: Page): Promise<void> {
  const seen: string[] = [];
  const onConsole = (m: ConsoleMessage) => seen.push(`console ${m.type()}: ${m.text()}`);
  const onRequest = (r: Request) => seen.push(`request ${r.method()} ${r.url()}`);
  const onFailed = (r: Request) => seen.push(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`);
  const onError = (e: Error) => seen.push(`page error: ${e.message}`);
  page.on('console', onConsole);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('pageerror', onError);
  await page.evaluate(() => {
    const w = window as unknown as { __taps?: string[] };
    w.__taps = [];
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      document.addEventListener(
        type,
        (event) => {
          const el = event.target as HTMLElement;
          const at = event instanceof MouseEvent ? ` at ${event.clientX},${event.clientY}` : '';
          const box = (selector: string) => {
            const r = document.querySelector(selector)?.getBoundingClientRect();
            return r ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}` : 'none';
          };
          w.__taps!.push(
            `${Math.round(performance.now())} ${type}${at} on ${el.tagName.toLowerCase()}[role=${el.getAttribute('role')}] "${(el.textContent ?? '').trim().slice(0, 30)}"` +
              ` menu ${box('[role="menu"]')} trigger ${box('[aria-label="Account menu"]')} scrollY ${Math.round(window.scrollY)}`,
          );
        },
        true,
      );
    }
  });
  try {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Orders not sent yet: the app says what becomes of them first (decision 029).
    const question = page.getByRole('alertdialog', { name: 'Orders not sent yet' });
    await Promise.race([page.waitForURL(/\/login/), question.waitFor()]).catch(() => undefined);
    if (await question.isVisible()) await question.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/).catch(async (error: unknown) => {
      const state = await page
        .evaluate(() => ({
          taps: (window as unknown as { __taps?: string[] }).__taps ?? [],
          signedIn: localStorage.getItem('accessToken') !== null,
          menuOpen: Boolean(document.querySelector('[role="menu"][data-state="open"]')),
        }))
        .catch((e: unknown) => ({ taps: [], signedIn: null, menuOpen: null, error: String(e) }));
      const shown = (await page.locator('body').innerText().catch(() => '')).slice(0, 300);
      throw new Error(
        `sign-out did not reach /login (at ${page.url()}); session on the device: ${state.signedIn}, menu open: ${state.menuOpen}\n` +
          `taps:\n${state.taps.join('\n')}\nsince the tap:\n${[...new Set(seen)].join('\n')}\npage shows: ${shown}`,
        { cause: error },
      );
    });
  } finally {
    page.off('console', onConsole);
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('pageerror', onError);
  }
}

describe('offline resilience in Chromium', () => {
  // Each journey starts from empty carts on the server (the demo accounts are shared by the journeys).
  beforeEach(async () => {
    await emptyServerCart(DEMO.chapter);
    await emptyServerCart(DEMO.user);
  });
  it('delivers a queued order from the service worker when Background Sync fires with no app window open', async () => {
    device = await openDevice();
    const { page, proxy, context } = device;
    await signInAs(page, DEMO.chapter);
    await readyForOffline(page);
    proxy.setMode('down');
    await addAndCheckOut(page);
    const [record] = await outbox(page);
    expect(record?.status).toMatch(/queued|sending/);
    // The app's window goes; only a page with no app code (the health JSON) stays, for the origin.
    const probe = await context.newPage();
    await page.close();
    proxy.setMode('up');
    await probe.goto('/api/v1/health');
    // From here only the service worker runs code of this origin: whatever sends the order is it
    // (the sync registered at checkout may fire by itself; the protocol fires it for sure).
    await fireBackgroundSync(context, probe);
    await expect.poll(async () => (await serverOrders(DEMO.chapter, [record!.clientOrderId])).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect((await outbox(probe))[0]?.status).toBe('sent');
    // A later page flush and another sync change nothing: still one order.
    await fireBackgroundSync(context, probe);
    const reopened = await context.newPage();
    await reopened.goto('/orders');
    await reopened.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await serverOrders(DEMO.chapter, [record!.clientOrderId])).toHaveLength(1);
  });

  it('says offline within seconds when the Wi-Fi is up but the server is not, and "Order sent" only after the server acknowledged', async () => {
    device = await openDevice();
    const { page, proxy } = device;
    await signInAs(page, DEMO.chapter);
    await readyForOffline(page);
    await expect.poll(() => syncStatusLabel(page)).toMatch(/^Online/);

    // A captive portal: every request answered with an HTML page. Idle, the app notices in < 30 s.
    proxy.setMode('portal');
    const idleSince = Date.now();
    await expect.poll(() => syncStatusLabel(page), { timeout: 30_000, interval: 250 }).toMatch(/^Offline/);
    const idleMs = Date.now() - idleSince;
    // A hanging server: a failed request is confirmed offline within 10 s.
    proxy.setMode('up');
    await expect.poll(() => syncStatusLabel(page), { timeout: 10_000, interval: 250 }).toMatch(/^Online/);
    proxy.setMode('blackhole');
    const failedAt = Date.now();
    await page.getByRole('link', { name: /orders/i }).first().click().catch(() => undefined);
    await expect.poll(() => syncStatusLabel(page), { timeout: 10_000, interval: 250 }).toMatch(/^Offline/);
    const afterFailureMs = Date.now() - failedAt;
    console.log(`offline noticed: idle ${idleMs} ms, after a failing request ${afterFailureMs} ms`);

    // An order placed now is saved on the tablet, never announced as sent.
    proxy.setMode('portal');
    await addAndCheckOut(page);
    await page.getByText('Saved on this tablet, will send when connected').first().waitFor();
    expect(await page.getByText('Order sent').count()).toBe(0);
    const [queued] = await outbox(page);
    expect(queued?.status).toMatch(/queued|sending/);

    // The network comes back: the order settles within 10 s with no action.
    proxy.setMode('up');
    const backAt = Date.now();
    await expect.poll(async () => (await outbox(page))[0]?.status, { timeout: 10_000, interval: 200 }).toBe('sent');
    console.log(`queued order settled ${Date.now() - backAt} ms after the server was reachable again`);
    expect(await serverOrders(DEMO.chapter, [queued!.clientOrderId])).toHaveLength(1);

    // Online, checkout says "Order sent" because the server acknowledged it.
    await addAndCheckOut(page, 1);
    await page.getByText('Order sent').first().waitFor();
  });

  it('settles every queued order within 10 s of the server becoming reachable again', async () => {
    device = await openDevice();
    const { page, proxy } = device;
    await signInAs(page, DEMO.user);
    await readyForOffline(page);
    proxy.setMode('down');
    for (let i = 0; i < 3; i++) await addAndCheckOut(page, i);
    // Let the backoff grow while the server stays away.
    await expect.poll(async () => (await outbox(page)).every((r) => r.status === 'queued' && r.problem), { timeout: 20_000 }).toBe(true);
    proxy.setMode('up');
    const backAt = Date.now();
    await expect.poll(async () => (await outbox(page)).map((r) => r.status), { timeout: 10_000, interval: 200 }).toEqual(['sent', 'sent', 'sent']);
    console.log(`3 queued orders settled ${Date.now() - backAt} ms after the server was back`);
    const ids = (await outbox(page)).map((r) => r.clientOrderId);
    expect(await serverOrders(DEMO.user, ids)).toHaveLength(3);
  });

  it('opens the next screen and settles a queued order within 10 s of a network that swallowed every request coming back', async () => {
    device = await openDevice();
    const { page, proxy } = device;
    await signInAs(page, DEMO.chapter);
    await readyForOffline(page);
    // Requests reach nothing and never get an answer. The shopper goes on with the screens the
    // tablet answers by itself; each opening sends requests (session check, catalogue delta,
    // notifications, connectivity probe) that hang, more of them than the browser keeps
    // connections to one server.
    proxy.setMode('blackhole');
    for (const path of ['/products', '/cart', '/offline', '/products', '/cart', '/products']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await addAndCheckOut(page);
    const [queued] = await outbox(page);
    expect(queued?.status).toMatch(/queued|sending/);

    proxy.setMode('up');
    const backAt = Date.now();
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await outbox(page))[0]?.status, { timeout: 10_000 - (Date.now() - backAt), interval: 200 }).toBe('sent');
    console.log(`after the black hole: orders page and queued order settled ${Date.now() - backAt} ms after the network came back`);
    expect(await serverOrders(DEMO.chapter, [queued!.clientOrderId])).toHaveLength(1);
  });

  it('keeps the session when something other than the API answers the refresh, and sends no one to sign in', async () => {
    device = await openDevice();
    const { page } = device;
    await signInAs(page, DEMO.chapter);
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let refreshes = 0;
    await page.route('**/api/v1/auth/refresh', async (route) => {
      refreshes += 1;
      const answers = [
        { status: 200, contentType: 'text/html', body: '<html>Accept the Wi-Fi terms</html>' },
        { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' },
        { status: 403, contentType: 'text/html', body: '<html>Blocked by proxy</html>' },
      ];
      await route.fulfill(answers[(refreshes - 1) % answers.length]!);
    });
    // The access token is no longer accepted: every API call now needs a refresh.
    await expireAccessToken(page, 'expired-token');
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(page.url()).not.toMatch(/\/login/);
    }
    expect(refreshes).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
    // The API answers again: the same session carries on.
    await page.unroute('**/api/v1/auth/refresh');
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken')), { timeout: 15_000 }).not.toBe('expired-token');
    expect(page.url()).not.toMatch(/\/login/);
  });

  it('opens the page asked for right after sign-in, every time (10 tries)', async () => {
    device = await openDevice();
    const { page } = device;
    const targets = ['/products', '/admin/products', '/orders', '/products', '/admin/products', '/cart', '/products', '/orders', '/admin/products', '/products'];
    for (const target of targets) {
      await page.goto('/login');
      await page.getByLabel(/email/i).fill(DEMO.chapter);
      await page.getByLabel(/^Password/).fill(DEMO.password);
      const answered = page.waitForResponse((r) => r.url().includes('/auth/login') && r.status() === 200);
      await page.getByRole('button', { name: /sign in/i }).click();
      await answered;
      await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken')));
      await page.goto(target);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname, `after sign-in, ${target}`).not.toBe('/login');
      await page.evaluate(() => localStorage.clear());
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('chapter-portal');
            open.onsuccess = () => {
              const tx = open.result.transaction('credentials', 'readwrite');
              tx.objectStore('credentials').clear();
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
      );
    }
  });

  /** Signs user@ in, makes the catalogue ready, and leaves one order of theirs queued offline and sealed. */
  async function queueSealedOrder(page: Page, proxy: Device['proxy']): Promise<OutboxRow & { seal?: { keyId: string } | null }> {
    await signInAs(page, DEMO.user);
    await readyForOffline(page);
    // The session's delivery key reaches the device while the network is there (decision 029).
    await expect.poll(async () => Boolean((await readStore<{ deliveryKey?: unknown }>(page, 'credentials'))[0]?.deliveryKey), { timeout: 15_000 }).toBe(true);
    proxy.setMode('down');
    await addAndCheckOut(page);
    const [held] = await readStore<OutboxRow & { seal?: { keyId: string } | null }>(page, 'outbox');
    expect(held?.seal?.keyId).toBeTruthy();
    return held!;
  }

  const sealedNotice = `1 order by ${DEMO.user} will be sent from this tablet when the connection returns, whether or not anyone signs in.`;
  const authorOf = async (clientOrderId: string) =>
    ((await serverOrders(DEMO.user, [clientOrderId])) as Array<{ user?: { email: string } }>).map((o) => o.user?.email);

  it("gives the next person on a shared tablet an empty cart and the catalogue, and delivers the first person's order as theirs within 10 s of the network's return", async () => {
    device = await openDevice();
    const { page, proxy } = device;
    const held = await queueSealedOrder(page, proxy);
    const productsBefore = (await readStore(page, 'products')).length;
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(async () => (await readStore(page, 'cartLines')).length).toBe(1);
    await signOut(page);
    await page.getByTestId('held-orders').getByText(sealedNotice).waitFor();
    expect(await readStore(page, 'cartLines')).toHaveLength(0);
    // The key went with the session: the tablet keeps only the order's seal.
    expect(await readStore(page, 'credentials')).toHaveLength(0);

    // chapter@ signs in as the network comes back: user@'s order reaches the server as user@'s.
    proxy.setMode('up');
    const back = Date.now();
    const fullSyncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sync/catalogue') && new URL(r.url()).searchParams.get('cursor') === '0') fullSyncs.push(r.url());
    });
    await signInAs(page, DEMO.chapter);
    await expect.poll(async () => (await authorOf(held.clientOrderId)).length, { timeout: Math.max(1, 10_000 - (Date.now() - back)) }).toBe(1);
    expect(Date.now() - back, 'the order reached the server within 10 s of the network').toBeLessThan(10_000);
    expect(await authorOf(held.clientOrderId)).toEqual([DEMO.user]);
    await expect.poll(async () => (await outbox(page)).find((r) => r.localId === held.localId)?.status, { timeout: 15_000 }).toBe('sent');

    await page.goto('/cart');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await readStore(page, 'cartLines')).toHaveLength(0);
    await addAndCheckOut(page);
    const mine = (await outbox(page)).find((r) => r.localId !== held.localId)!;
    await expect.poll(async () => (await outbox(page)).find((r) => r.localId === mine.localId)?.status, { timeout: 15_000 }).toBe('sent');
    expect((await readStore(page, 'products')).length).toBe(productsBefore);
    expect(fullSyncs).toEqual([]);
  });

  it("delivers a signed-out person's order as theirs within 10 s of the network's return with nobody signed in, from a sign-in page opened afresh", async () => {
    device = await openDevice();
    const { page, proxy } = device;
    const held = await queueSealedOrder(page, proxy);
    await signOut(page);
    // The tablet restarts on the sign-in page, still with no network.
    await page.reload();
    await page.getByTestId('held-orders').getByText(sealedNotice).waitFor();
    proxy.setMode('up');
    const back = Date.now();
    await expect.poll(async () => (await authorOf(held.clientOrderId)).length, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - back, 'the order reached the server within 10 s of the network').toBeLessThan(10_000);
    expect(await authorOf(held.clientOrderId)).toEqual([DEMO.user]);
    await expect.poll(async () => (await outbox(page)).find((r) => r.localId === held.localId)?.status, { timeout: 15_000 }).toBe('sent');
    // The sign-in page no longer lists it.
    await expect.poll(() => page.getByTestId('held-orders').count(), { timeout: 15_000 }).toBe(0);
    expect(page.url()).toMatch(/\/login/);
  });

  it("gives a member of another chapter on a shared tablet the catalogue already there and only their own chapter's events", async () => {
    // Someone of another chapter with events of its own (every demo account shares the password).
    const adminHeaders = { authorization: `Bearer ${await apiToken(DEMO.admin)}` };
    const api = async <T,>(path: string, headers = adminHeaders) => ((await (await fetch(`${baseUrl()}/api/v1/${path}`, { headers })).json()) as { data: T }).data;
    const { users } = await api<{ users: Array<{ email: string; isActive: boolean; chapter: { id: number } | null }> }>('users?role=CHAPTER&isActive=true&limit=100');
    const mine = users.find((u) => u.email === DEMO.chapter)!.chapter!.id;
    const eventsOf = async (email: string) =>
      (await api<SyncPage>('sync/catalogue?cursor=0&only=events', { authorization: `Bearer ${await apiToken(email)}` })).changes.events;
    let other: { email: string; chapter: number; events: number[] } | undefined;
    for (const u of users.filter((u) => u.chapter && u.chapter.id !== mine && u.email !== DEMO.chapter)) {
      const events = await eventsOf(u.email);
      if (events.length > 0) {
        other = { email: u.email, chapter: u.chapter!.id, events: events.map((e) => e.id).sort((a, b) => a - b) };
        break;
      }
    }
    expect(other, 'a chapter account of another chapter with events').toBeDefined();

    device = await openDevice();
    const { page } = device;
    await signInAs(page, DEMO.chapter);
    await readyForOffline(page);
    const productsBefore = (await readStore(page, 'products')).length;
    const ownEvents = await readStore<{ id: number; chapterId: number }>(page, 'events');
    expect(ownEvents.length).toBeGreaterThan(0);
    expect(ownEvents.every((e) => e.chapterId === mine)).toBe(true);
    await signOut(page);

    const syncs: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sync/catalogue')) syncs.push(new URL(r.url()));
    });
    await signInAs(page, other!.email);
    // Their chapter's events replace the other chapter's, with nothing of the catalogue downloaded again.
    await expect
      .poll(async () => (await readStore<{ id: number }>(page, 'events')).map((e) => e.id).sort((a, b) => a - b), { timeout: 15_000 })
      .toEqual(other!.events);
    expect((await readStore<{ chapterId: number }>(page, 'events')).every((e) => e.chapterId === other!.chapter)).toBe(true);
    expect((await readStore(page, 'products')).length).toBe(productsBefore);
    const fromScratch = syncs.filter((u) => u.searchParams.get('cursor') === '0');
    expect(fromScratch.length).toBeGreaterThan(0);
    expect(fromScratch.every((u) => u.searchParams.get('only') === 'events'), fromScratch.map(String).join(' ')).toBe(true);
  });

  it('caches every active product picture for offline with the page not yet controlled by the service worker, and opens a product detail offline', async () => {
    device = await openDevice();
    const { page, proxy } = device;
    await signInAs(page, DEMO.chapter);
    await page.goto('/offline');
    await page.getByRole('button', { name: 'Download for offline' }).click();
    await page.getByTestId('offline-ready').waitFor({ timeout: 90_000 });
    await page.getByTestId('pictures-estimate').waitFor();
    const counts = await page.evaluate(async () => {
      const products = await new Promise<Array<{ images: Array<{ url: string; fullUrl?: string | null }> }>>((resolve) => {
        const open = indexedDB.open('chapter-portal');
        open.onsuccess = () => {
          const all = open.result.transaction('products').objectStore('products').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      });
      const wanted = new Set<string>();
      for (const p of products) {
        const first = p.images[0];
        if (first?.url) wanted.add(new URL(first.url, location.origin).href);
        if (first?.fullUrl) wanted.add(new URL(first.fullUrl, location.origin).href);
      }
      const cache = await caches.open('product-images');
      const held = new Set((await cache.keys()).map((r) => r.url));
      return { wanted: wanted.size, cached: [...wanted].filter((u) => held.has(u)).length, products: products.length };
    });
    console.log(`pictures for offline: ${counts.cached} of ${counts.wanted} cached for ${counts.products} products`);
    expect(counts.wanted).toBeGreaterThan(0);
    expect(counts.cached).toBe(counts.wanted);
    await page.getByTestId('pictures-cached').getByText(`${counts.wanted} of ${counts.wanted} pictures saved on this device`).waitFor();

    // Offline, a product detail never opened before shows, picture included.
    const [first] = await readStore<{ id: number; images: unknown[] }>(page, 'products');
    const withPicture = (await readStore<{ id: number; images: unknown[] }>(page, 'products')).find((p) => p.images.length > 0) ?? first!;
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    proxy.setMode('down');
    await page.goto(`/products/${withPicture.id}`);
    await page.getByRole('button', { name: /add/i }).first().waitFor();
    await expect.poll(() => page.locator('main img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
