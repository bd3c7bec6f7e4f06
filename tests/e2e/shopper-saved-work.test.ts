/**
 * Saved work in a real browser against the real portal: a favourite reaches the server and is
 * still set after a reload; a heart cleared with the API unreachable is sent once it answers; a
 * cart saved as a draft comes back into an emptied cart.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, TABLET, launchBrowser, newContext, signIn } from '../fixtures/browser';
import { emptyServerCart } from '../fixtures/admin-api';

const serverFavourites = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/favourites', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return ((await res.json()) as { data: { items: { productId: number }[] } }).data.items.map((i) => i.productId);
  });

describe('shopper saved work', () => {
  // Each journey starts from empty carts on the server (the demo accounts are shared by the journeys).
  beforeEach(async () => {
    await emptyServerCart(DEMO.chapter);
    await emptyServerCart(DEMO.user);
  });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('keeps a favourite through a reload and sends a change made offline when the API answers again', async () => {
    // Requests a service worker makes are not seen by page.route: this journey blocks the API with
    // it, so it runs without one (offline delivery has its own journeys).
    const context = await newContext(browser, TABLET, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, DEMO.user);
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    await card.waitFor({ timeout: 60_000 });
    const heart = card.getByRole('button', { name: /^Favourite: / });
    const productUrl = await card.getByRole('link', { name: 'Details' }).getAttribute('href');
    const productId = Number(productUrl!.split('/').pop());
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await heart.click();
    await expect.poll(() => serverFavourites(page), { timeout: 10_000 }).toContain(productId);

    await page.reload();
    const again = page.getByTestId('product-card').first().getByRole('button', { name: /^Favourite: / });
    await expect.poll(() => again.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    // The pressed heart is filled in a colour of its own, except in forced colours, where it takes
    // its button's colour, the system's (an SVG is not forced by the browser: ui/sprite-icons.css).
    const colours = () => again.evaluate((button) => [getComputedStyle(button).color, getComputedStyle(button.querySelector('.sprite-icon')!).color]);
    const [buttonColour, iconColour] = await colours();
    expect(iconColour, 'the pressed heart in its own colour').not.toBe(buttonColour);
    await page.emulateMedia({ forcedColors: 'active' });
    const [forcedButton, forcedIcon] = await colours();
    expect(forcedIcon, 'the pressed heart in forced colours').toBe(forcedButton);
    await page.emulateMedia({ forcedColors: 'none' });

    // The API unreachable for favourites: the heart clears on the device at once, the server keeps it.
    await page.route('**/api/v1/favourites/**', (route) => route.abort());
    await again.click();
    await expect.poll(() => again.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
    // Checked while the change still cannot go out (a retry may send it as soon as it can).
    expect(await serverFavourites(page)).toContain(productId);
    await page.unroute('**/api/v1/favourites/**');
    // Back on a catalogue screen with the API answering: the queued change goes out.
    await page.goto(productUrl!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => serverFavourites(page), { timeout: 10_000 }).not.toContain(productId);
    await context.close();
  });

  it('saves the cart as a draft and opens it again into an emptied cart', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.chapter);
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('product-card').nth(0).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByTestId('product-card').nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    // Both cards show their quantity control once the cart holds them.
    await expect.poll(() => page.getByTestId('product-card').getByRole('button', { name: 'Add to Cart' }).count(), { timeout: 10_000 }).toBeLessThanOrEqual(
      (await page.getByTestId('product-card').count()) - 2,
    );
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-row').count(), { timeout: 20_000 }).toBe(2);
    await page.getByLabel('Draft name').fill('Booth A');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByTestId('cart-draft').filter({ hasText: 'Booth A' }).waitFor();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const open = page.getByTestId('cart-draft').filter({ hasText: 'Booth A' }).getByRole('button', { name: 'Open' });
    await open.click();
    await expect.poll(() => page.getByTestId('cart-row').count(), { timeout: 20_000 }).toBe(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-draft').filter({ hasText: 'Booth A' }).count(), { timeout: 20_000 }).toBe(1);
    await context.close();
  });
});
