/**
 * Back office in Chromium: at tablet widths, beside the menu, every list's filters show their whole
 * texts (a search box's placeholder, each choice shown) in English and in Spanish, and the users
 * table scrolls sideways inside its own box to its Actions column instead of widening the page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, cutControlTexts, launchBrowser, signedInPage } from '../fixtures/browser';

/** Filter texts wider than the room their control leaves them. */
async function cutFilters(page: Page, path: string): Promise<string[]> {
  await page.goto(`/admin/${path}`);
  await page.locator('table tbody tr').first().waitFor();
  // A panel folded at first (the products') is opened: its texts count once shown.
  const show = page.getByRole('button', { name: /^(Show Filters|Mostrar filtros)$/i });
  if (await show.count()) await show.click();
  return cutControlTexts(page);
}

describe('list filters and tables at tablet widths in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Spanish, whose texts run longest, at both tablet widths; English at the narrower.
  const cases = [
    { language: 'es', width: 768, height: 1024 },
    { language: 'en', width: 768, height: 1024 },
    { language: 'es', width: 1024, height: 768 },
  ] as const;
  for (const { language, ...viewport } of cases) {
    describe(`in ${language} at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.super, { viewport, language }));
      });
      afterAll(async () => context?.close());

      for (const path of ['users', 'chapters', 'orders', 'products', 'events', 'vendors', 'system/categories', 'system/tags']) {
        it(`cuts no filter text on ${path}`, async () => {
          expect(await cutFilters(page, path)).toEqual([]);
        });
      }

      it('scrolls the table inside its box to the Actions column, not the page', async () => {
        const fit = await page.evaluate(() => {
          const area = document.querySelector('table')!.parentElement!;
          area.scrollLeft = area.scrollWidth;
          const last = [...document.querySelectorAll('th')].at(-1)!.getBoundingClientRect();
          const box = area.getBoundingClientRect();
          return { overflowX: getComputedStyle(area).overflowX, lastInside: last.right <= box.right + 1 && last.left >= box.left - 1, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
        });
        expect(fit).toEqual({ overflowX: 'auto', lastInside: true, page: 0 });
      });
    });
  }
});
