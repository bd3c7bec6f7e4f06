/**
 * Carts that follow the buyer (decision 033), in real browsers against the real portal: one
 * account signed in on a "tablet" and a "phone" (two browser contexts, each its own device
 * database). A cart line and a saved cart made on the tablet show on the phone; a line added on
 * the phone with no network is merged with a change made meanwhile on the tablet once the phone
 * is back online; signing out on the tablet keeps its cart as a saved cart, and signing in again
 * gives the cart back.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, newContext, PHONE, signIn, TABLET } from '../fixtures/browser';

const email = `carts-${Date.now()}@example.test`;

/** A shopper of their own, so no other journey's cart mixes in. */
async function register(): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO.password,
      firstName: 'Casey',
      lastName: 'Buyer',
      chapter: { name: `Carts Chapter ${Date.now()}`, address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', taxId: '12-3456789' },
    }),
  });
  if (!res.ok) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
}

/** The server's copy of the person's cart and saved carts, read with the page's own session. */
const serverCart = (page: Page) =>
  page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const cart = (await (await fetch('/api/v1/cart', { headers })).json()) as { data: { lines: { productId: number; quantity: number }[] } };
    const saved = (await (await fetch('/api/v1/saved-carts', { headers })).json()) as { data: { items: { name: string }[] } };
    return { lines: cart.data.lines.map((l) => [l.productId, l.quantity]), saved: saved.data.items.map((i) => i.name) };
  });

const cartRows = (page: Page) => page.getByTestId('cart-row');
const quantities = async (page: Page) => (await cartRows(page).getByTestId('quantity').evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)))).sort((a, b) => a - b);
const byProduct = (lines: number[][]) => [...lines].sort((a, b) => a[0]! - b[0]!);

async function openCatalogue(page: Page): Promise<void> {
  await page.goto('/products');
  await page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });
}

/** The id of the nth product card, read from its Details link. */
async function productIdOf(page: Page, n: number): Promise<number> {
  const href = await page.getByTestId('product-card').nth(n).getByRole('link', { name: 'Details' }).getAttribute('href');
  return Number(href!.split('/').pop());
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
}

describe('carts that follow the buyer', () => {
  let browser: Browser;
  let tabletContext: BrowserContext;
  let phoneContext: BrowserContext;
  let tablet: Page;
  let phone: Page;

  beforeAll(async () => {
    await register();
    browser = await launchBrowser();
    // No service worker: context.setOffline must cut every request of the page (toolchain notes).
    tabletContext = await newContext(browser, TABLET, { serviceWorkers: 'block' });
    phoneContext = await newContext(browser, PHONE, { serviceWorkers: 'block' });
    tablet = await tabletContext.newPage();
    phone = await phoneContext.newPage();
    await signIn(tablet, email);
    await signIn(phone, email);
  });
  afterAll(async () => {
    await tabletContext?.close();
    await phoneContext?.close();
    await browser?.close();
  });

  it('shows a line and a saved cart made on the tablet on the phone', async () => {
    await openCatalogue(tablet);
    const first = await productIdOf(tablet, 0);
    await tablet.getByTestId('product-card').nth(0).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => (await serverCart(tablet)).lines.map(([id]) => id), { timeout: 15_000 }).toEqual([first]);

    await tablet.goto('/cart');
    await expect.poll(() => cartRows(tablet).count(), { timeout: 20_000 }).toBe(1);
    await tablet.getByLabel('Draft name').fill('Booth 14B');
    await tablet.getByRole('button', { name: 'Save as draft' }).click();
    await tablet.getByTestId('cart-draft').filter({ hasText: 'Booth 14B' }).waitFor();
    await expect.poll(async () => (await serverCart(tablet)).saved, { timeout: 15_000 }).toEqual(['Booth 14B']);

    // The phone opens the app again: it pulls the person's cart and saved carts.
    await phone.goto('/cart');
    await expect.poll(() => cartRows(phone).count(), { timeout: 20_000 }).toBe(1);
    await phone.getByTestId('cart-draft').filter({ hasText: 'Booth 14B' }).waitFor({ timeout: 20_000 });
  });

  it('merges a line added on the phone with no network with a change made meanwhile on the tablet', async () => {
    await openCatalogue(phone);
    const first = await productIdOf(phone, 0);
    const second = await productIdOf(phone, 1);
    await phoneContext.setOffline(true);
    await phone.getByTestId('product-card').nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    const added = phone.getByTestId('product-card').nth(1).getByTestId('quantity');
    await added.waitFor();
    const offlineQuantity = Number(await added.inputValue());
    expect(offlineQuantity).toBeGreaterThan(0);

    // Meanwhile the tablet, online, raises the first line by a step.
    await tablet.goto('/cart');
    await expect.poll(() => cartRows(tablet).count(), { timeout: 20_000 }).toBe(1);
    const before = (await serverCart(tablet)).lines[0]![1]!;
    await cartRows(tablet).first().getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(async () => (await serverCart(tablet)).lines[0]![1]!, { timeout: 15_000 }).toBeGreaterThan(before);
    const raised = (await serverCart(tablet)).lines[0]![1]!;
    // The phone's line is still only on the phone.
    expect((await serverCart(tablet)).lines.map(([id]) => id)).toEqual([first]);

    // Back online, the phone sends its line and takes the merged cart: both changes hold.
    await phoneContext.setOffline(false);
    const merged = byProduct([
      [first, raised],
      [second, offlineQuantity],
    ]);
    await expect.poll(async () => byProduct((await serverCart(phone)).lines), { timeout: 30_000 }).toEqual(merged);
    await phone.goto('/cart');
    await expect.poll(() => quantities(phone), { timeout: 20_000 }).toEqual([raised, offlineQuantity].sort((a, b) => a - b));
    await tablet.reload();
    await expect.poll(() => quantities(tablet), { timeout: 20_000 }).toEqual([raised, offlineQuantity].sort((a, b) => a - b));
  });

  it('keeps the cart as a saved cart at sign-out and gives it back at the next sign-in', async () => {
    await signOut(tablet);
    // The kept cart reaches the server with the leaving session: the phone has it at once.
    await phone.goto('/cart');
    await phone.getByTestId('cart-draft').filter({ hasText: /Cart of / }).waitFor({ timeout: 20_000 });
    await signIn(tablet, email);
    await tablet.goto('/cart');
    await expect.poll(() => cartRows(tablet).count(), { timeout: 20_000 }).toBe(2);
    const kept = tablet.getByTestId('cart-draft').filter({ hasText: /Cart of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}/ });
    await kept.waitFor({ timeout: 20_000 });
    expect((await serverCart(tablet)).saved.filter((name) => name.startsWith('Cart of '))).toHaveLength(1);
  });
});
