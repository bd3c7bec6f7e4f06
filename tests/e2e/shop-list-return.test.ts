/**
 * A shopper scrolls the product list on a phone, opens a product's page and comes back: Back to
 * Products, the breadcrumb and the browser's Back each return to the same place in the list, not
 * to its top (decision 062; lib/return-link.ts). Needs `pnpm build:web` first, as the other
 * browser tests.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PHONE, launchBrowser, signedInPage } from '../fixtures/browser';

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
});
