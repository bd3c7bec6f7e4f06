/**
 * A shopper scrolls the product list on a phone, opens a product's page and comes back: Back to
 * Products, the breadcrumb and the browser's Back each return to the same place in the list, not
 * to its top (decision 062; lib/return-link.ts). Needs `pnpm build:web` first, as the other
 * browser tests.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PHONE, TABLET, launchBrowser, signedInPage } from '../fixtures/browser';

describe('back from a product to the list where it was scrolled', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** Scrolls the list to its sixth card and opens that product; answers the scroll and the name. */
  const entry = (page: Page) => page.evaluate(() => (history.state as { __TSR_index: number }).__TSR_index);

  async function openSixth(page: Page): Promise<{ scrolled: number; name: string; listEntry: number }> {
    const card = page.getByTestId('product-card').nth(5);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    const name = (await card.locator('.pcard-title').textContent()) ?? '';
    const listEntry = await entry(page);
    await card.getByRole('link', { name: 'Details' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    return { scrolled, name, listEntry };
  }

  it('returns to the same place from Back to Products, the breadcrumb and the browser', async () => {
    const { context, page } = await signedInPage(browser, DEMO.chapter, { viewport: PHONE });
    await page.goto('/products');
    await page.getByTestId('product-card').nth(5).waitFor({ timeout: 60_000 });

    const ways: Array<[string, () => Promise<unknown>]> = [
      ['Back to Products', () => page.getByRole('link', { name: 'Back to Products' }).click()],
      ['the breadcrumb', () => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Products' }).click()],
      ["the browser's Back", () => page.goBack()],
    ];
    for (const [way, back] of ways) {
      const { scrolled, name, listEntry } = await openSixth(page);
      await back();
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: way }).toBeGreaterThan(scrolled - 40);
      expect(await page.evaluate(() => window.scrollY), way).toBeLessThan(scrolled + 40);
      await expect.poll(() => page.getByTestId('product-card').nth(5).locator('.pcard-title').textContent(), { message: way }).toBe(name);
      // Back in the history, not a new list on top of the product.
      expect(await entry(page), way).toBe(listEntry);
    }
    await context.close();
  });

  /**
   * What of a hidden kept screen a shopper could reach: each of its buttons, links and fields that
   * takes the focus when asked (as Tab would give it), and each of its elements a tap could hit
   * on a grid of points over the screen. Answers how many it holds, and what was reached.
   */
  function reachable(page: Page, kept: string): Promise<{ controls: number; reached: string[] }> {
    return page.evaluate((selector) => {
      const reached: string[] = [];
      const controls = [...document.querySelectorAll<HTMLElement>(`:is(${selector}) :is(button, a[href], input, select, textarea)`)];
      for (const control of controls) {
        control.focus();
        if (document.activeElement === control) reached.push(`focus: ${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)}`);
      }
      (document.activeElement as HTMLElement | null)?.blur();
      for (let x = 5; x < innerWidth; x += 40)
        for (let y = 5; y < innerHeight; y += 40) for (const element of document.elementsFromPoint(x, y)) if (element.closest(selector)) reached.push(`tap at ${x},${y}: ${element.tagName}`);
      return { controls: controls.length, reached };
    }, kept);
  }

  it('keeps the list behind a product, and the cart behind the catalogue, out of sight and reach', async () => {
    const { context, page } = await signedInPage(browser, DEMO.chapter, { viewport: TABLET });
    await page.goto('/products');
    const card = page.getByTestId('product-card').nth(1);
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    // The cart is rendered ahead behind the list, with the line just added.
    await expect.poll(() => page.locator('[data-testid=kept-cart] [data-testid=cart-row]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid=kept-cart]').getAttribute('class')).toBe('kept-cart');
    const onList = await reachable(page, '[data-testid=kept-cart]');
    expect(onList.controls).toBeGreaterThan(3);
    expect(onList.reached).toEqual([]);

    const name = (await card.locator('.pcard-title').textContent()) ?? '';
    await card.getByRole('link', { name: 'Details' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('[data-testid=kept-list]').waitFor({ state: 'attached' });
    const onProduct = await reachable(page, '[data-testid=kept-list], [data-testid=kept-cart]');
    expect(onProduct.controls).toBeGreaterThan(40);
    expect(onProduct.reached).toEqual([]);
    expect(await page.locator('[data-testid=kept-list] [data-testid=product-card]').first().isVisible()).toBe(false);
    // Not found by the page's own find either.
    const onlyInList = (await page.locator('[data-testid=kept-list] .pcard-title').nth(3).textContent()) ?? '';
    expect(onlyInList).not.toBe('');
    expect(await page.evaluate((text) => (window as unknown as { find: (text: string) => boolean }).find(text), onlyInList)).toBe(false);

    // Shown again, all of it is there to reach.
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect.poll(() => page.getByTestId('product-card').nth(3).isVisible()).toBe(true);
    expect(await page.evaluate((text) => (window as unknown as { find: (text: string) => boolean }).find(text), onlyInList)).toBe(true);
    await context.close();
  });
});
