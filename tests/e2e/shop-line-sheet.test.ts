/**
 * The line sheet, the cart's total bar and the picture zoom in Chromium, on a tablet and a phone:
 * typing down the sheet with Enter, the bar kept on screen and never over the last row, the
 * person's view remembered, and the full-size picture opened and closed from the keyboard.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PHONE, TABLET, launchBrowser, signedInPage } from '../fixtures/browser';

/** How far the bar's top is below the last row's bottom, scrolled to the end of the page (negative: it covers the row). */
const gapBelowLastRow = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const rows = document.querySelectorAll('[data-testid=sheet-row]');
    const last = rows[rows.length - 1]!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid=cart-total-bar]')!.getBoundingClientRect();
    return Math.round(bar.top - last.bottom);
  });

describe('line sheet and total bar in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const viewport of [TABLET, PHONE]) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.chapter, { viewport }));
        await page.goto('/products');
        await page.getByRole('button', { name: 'Line sheet' }).click();
        await page.getByTestId('line-sheet').waitFor();
      });
      afterAll(async () => context?.close());

      it('takes quantities down the sheet with Enter and totals them in the bar at the foot of the screen', async () => {
        const fields = page.locator('input[data-sheet-row]');
        await fields.nth(0).click();
        await page.keyboard.type('2');
        await page.keyboard.press('Enter');
        await page.keyboard.type('3');
        await page.keyboard.press('Enter');
        expect(await fields.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
        const bar = page.getByTestId('cart-total-bar');
        await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toMatch(/2 lines.*Total: \$/);
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
        const button = (await page.getByRole('button', { name: 'Checkout' }).boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      it('never covers the last row', async () => {
        expect(await gapBelowLastRow(page)).toBeGreaterThanOrEqual(0);
      });

      it('shows the line sheet again to the person who chose it', async () => {
        await page.goto('/products');
        await page.getByTestId('line-sheet').waitFor();
        expect(await page.getByRole('button', { name: 'Line sheet' }).getAttribute('aria-pressed')).toBe('true');
      });

      it('keeps the bar on the cart', async () => {
        await page.goto('/cart');
        const bar = page.getByTestId('cart-total-bar');
        await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toMatch(/2 lines/);
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
      });

      it('opens the full-size picture from the keyboard and closes it with Escape', async () => {
        await page.goto('/products');
        const first = page.locator('[data-testid=sheet-row] a').first();
        await first.click();
        const open = page.getByRole('button', { name: /^Enlarge the picture of/ });
        await open.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const picture = dialog.locator('.zoom-stage img');
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
        await page.getByRole('button', { name: 'Zoom in' }).click();
        expect(await page.getByTestId('zoom-level').textContent()).toBe('150%');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
      });

      it('zooms the picture the service worker keeps for offline use', async () => {
        await page.evaluate(async () => void (await navigator.serviceWorker.ready));
        await page.reload();
        await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
        await page.getByRole('button', { name: /^Enlarge the picture of/ }).click();
        const picture = page.getByRole('dialog').locator('.zoom-stage img');
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
        const src = await picture.evaluate((img: HTMLImageElement) => img.src);
        // The picture cache answers first (sw/sw.ts): held there, the zoom works with no network.
        await expect
          .poll(() => page.evaluate(async (url) => Boolean(await (await caches.open('product-images')).match(url)), src), { timeout: 10_000 })
          .toBe(true);
        await page.keyboard.press('Escape');
      });
    });
  }
});
