/**
 * The heart of the product in Chromium: a chapter member syncs the catalogue, loses the network
 * (the page and the service worker both cut off by a proxy), browses, searches, fills the cart,
 * reloads, checks out into the outbox; when the network returns the order reaches the server
 * exactly once with the server's totals. Also: a price changed while offline, and a browser
 * closed with an order queued.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, CHROMIUM_PATH, DEMO, signIn, TABLET } from '../fixtures/browser';
import { startProxy, type OfflineProxy } from '../fixtures/offline-proxy';
import { emptyServerCart } from '../fixtures/admin-api';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface ServerOrder {
  id: number;
  clientOrderId: string;
  subtotal: number;
  tax: number;
  processingFee: number;
  total: number;
  items: Array<{ productId: number; quantity: number; unitPrice: number; totalPrice: number }>;
}

async function apiToken(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function serverOrders(token: string, clientOrderId: string): Promise<ServerOrder[]> {
  const res = await fetch(`${baseUrl()}/api/v1/orders?limit=100&sortBy=createdAt&sortOrder=desc&includeItems=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: { items: ServerOrder[] } };
  return body.data.items.filter((o) => o.clientOrderId === clientOrderId);
}

async function outboxRecords(page: Page): Promise<Array<{ clientOrderId: string; status: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('chapter-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readonly');
          const all = tx.objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(all.result.map((r: { clientOrderId: string; status: string }) => ({ clientOrderId: r.clientOrderId, status: r.status })));
            open.result.close();
          };
        };
      }),
  );
}

async function cartLineCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chapter-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('cartLines').objectStore('cartLines').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );
}

describe('ordering offline in Chromium', () => {
  // Each journey starts from empty carts on the server (the demo accounts are shared by the journeys).
  beforeEach(async () => {
    await emptyServerCart(DEMO.chapter);
    await emptyServerCart(DEMO.user);
  });
  let proxy: OfflineProxy;
  let profileDir: string;
  let context: BrowserContext | undefined;
  let chapterToken: string;

  const launch = async () =>
    chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: ARGS, headless: true, baseURL: proxy.url, viewport: TABLET });

  beforeAll(async () => {
    chapterToken = await apiToken(DEMO.chapter);
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await proxy?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  async function prepareOffline(): Promise<Page> {
    proxy = await startProxy(baseUrl());
    profileDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
    context = await launch();
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, DEMO.chapter);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor({ timeout: 60_000 });
    // The service worker must control the page before the network goes, so a reload works offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    return page;
  }

  async function goOffline(page: Page) {
    proxy.setOffline(true);
    await page.context().setOffline(true);
  }
  async function goOnline(page: Page) {
    proxy.setOffline(false);
    await page.context().setOffline(false);
  }

  async function checkoutQueued(page: Page) {
    // The tap's write to the device database must land before the test reloads into /cart (a
    // person moving inside the app never interrupts it; a full page load can).
    await expect.poll(() => cartLineCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto('/cart');
    await page
      .getByLabel('Payment method')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        throw new Error(`the cart shows no payment method; page says: ${(await page.locator('body').innerText()).slice(0, 600)}`, { cause: error });
      });
    await page.getByLabel('Payment method').selectOption('ACH');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).or(page.getByRole('link', { name: 'Proceed to Checkout' })).first().click();
    await page.waitForURL(/\/checkout/);
    const eventSelect = page.getByLabel('Event');
    const firstEvent = await eventSelect.locator('option').nth(1).getAttribute('value');
    await eventSelect.selectOption(firstEvent!);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Saved on this tablet, will send when connected').first().waitFor();
    await page.waitForURL(/\/orders/);
    const records = await outboxRecords(page);
    expect(records).toHaveLength(1);
    // Offline the flush loop may be mid-attempt; either way the order is waiting on the device.
    expect(['queued', 'sending']).toContain(records[0]!.status);
    return records[0]!.clientOrderId;
  }

  it('browses, reloads and checks out offline; the order reaches the server once when back online', async () => {
    const page = await prepareOffline();
    await goOffline(page);

    const firstName = (await page.locator('h3, h2').filter({ hasNotText: /products/i }).first().innerText()).trim();
    await page.getByLabel('Search products').fill(firstName.split(' ')[0]!);
    await expect.poll(() => page.getByRole('button', { name: 'Add to Cart' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    // The card turns into a stepper once the cart line is written on the device: reload only then.
    await page.getByRole('button', { name: 'Increase quantity' }).first().waitFor();

    // A reload with no network: the service worker serves the app, Dexie the catalogue and cart.
    await page.reload();
    await page.getByLabel('Search products').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).or(page.getByRole('button', { name: 'Increase quantity' })).first().waitFor();
    expect(await cartLineCount(page)).toBe(1);

    const clientOrderId = await checkoutQueued(page);
    expect(await serverOrders(chapterToken, clientOrderId)).toHaveLength(0);

    await goOnline(page);
    await expect.poll(async () => (await serverOrders(chapterToken, clientOrderId)).length, { timeout: 60_000, interval: 1000 }).toBe(1);
    const [order] = await serverOrders(chapterToken, clientOrderId);
    expect(order!.subtotal).toBe(order!.items.reduce((s, i) => s + i.totalPrice, 0));
    expect(order!.total).toBe(order!.subtotal + order!.tax + order!.processingFee);
    expect(order!.tax).toBe(Math.floor((order!.subtotal * 800 + 5000) / 10000));
    await expect.poll(async () => (await outboxRecords(page))[0]?.status, { timeout: 30_000 }).toBe('sent');
    // Triggers keep firing (visibility, timers, reconnects); still exactly one order.
    await page.reload();
    await expect.poll(async () => (await outboxRecords(page))[0]?.status, { timeout: 30_000 }).toBe('sent');
    await page.waitForLoadState('networkidle');
    expect(await serverOrders(chapterToken, clientOrderId)).toHaveLength(1);
  });

  it('moves an order whose price changed while offline to needs attention with the change shown', async () => {
    const page = await prepareOffline();
    await goOffline(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const clientOrderId = await checkoutQueued(page);

    // Meanwhile the back office raises the price of what is in the queued order.
    const adminToken = await apiToken(DEMO.admin);
    const payload = await page.evaluate(
      (id) =>
        new Promise<{ items: Array<{ productId: number }> }>((resolve) => {
          const open = indexedDB.open('chapter-portal');
          open.onsuccess = () => {
            const get = open.result.transaction('outbox').objectStore('outbox').index('clientOrderId').get(id);
            get.onsuccess = () => resolve(get.result.payload);
          };
        }),
      clientOrderId,
    );
    const productId = payload.items[0]!.productId;
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const product = ((await (await fetch(`${baseUrl()}/api/v1/products/${productId}`, { headers })).json()) as {
      data: { product?: Record<string, unknown> } & Record<string, unknown>;
    }).data;
    const p = (product.product ?? product) as { name: string; description: string; price: number; sku: string | null; vendor: { id: number }; categories: Array<{ id: number }>; tags: Array<{ id: number }> };
    const update = await fetch(`${baseUrl()}/api/v1/products/${productId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        name: p.name,
        description: p.description,
        price: p.price + 100,
        ...(p.sku ? { sku: p.sku } : {}),
        vendorId: p.vendor.id,
        categoryIds: p.categories.map((c) => c.id),
        tagIds: p.tags.map((t) => t.id),
      }),
    });
    expect(update.status).toBe(200);

    await goOnline(page);
    await expect.poll(async () => (await outboxRecords(page))[0]?.status, { timeout: 60_000, interval: 1000 }).toBe('needs_attention');
    expect(await serverOrders(chapterToken, clientOrderId)).toHaveLength(0);
    await page.goto('/orders');
    await page.getByText('Needs attention').first().waitFor();
    await page.getByText(/price changed from/).first().waitFor();
  });

  it('keeps a queued order when the browser is closed and sends it once after reopening', async () => {
    const page = await prepareOffline();
    await goOffline(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const clientOrderId = await checkoutQueued(page);
    await context!.close();

    await goOnlineProxyOnly();
    context = await launch();
    const reopened = context.pages()[0] ?? (await context.newPage());
    await reopened.goto('/orders');
    await expect.poll(async () => (await serverOrders(chapterToken, clientOrderId)).length, { timeout: 60_000, interval: 1000 }).toBe(1);
    await reopened.reload();
    await expect.poll(async () => (await outboxRecords(reopened))[0]?.status, { timeout: 30_000 }).toBe('sent');
    await reopened.waitForLoadState('networkidle');
    expect(await serverOrders(chapterToken, clientOrderId)).toHaveLength(1);

    function goOnlineProxyOnly() {
      proxy.setOffline(false);
    }
  });
});
