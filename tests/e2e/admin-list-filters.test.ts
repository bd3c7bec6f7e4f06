/**
 * Back office in Chromium: at tablet widths, beside the menu, every list's filters show their whole
 * texts (a search box's placeholder, each choice shown) in English and in Spanish, and the users
 * table scrolls sideways inside its own box to its Actions column instead of widening the page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signedInPage } from '../fixtures/browser';

/** Filter texts wider than the room their control leaves them. */
async function cutFilters(page: Page, path: string): Promise<string[]> {
  await page.goto(`/admin/${path}`);
  await page.locator('table tbody tr').first().waitFor();
  // A panel folded at first (the products') is opened: its texts count once shown.
  const show = page.getByRole('button', { name: /^(Show Filters|Mostrar filtros)$/i });
  if (await show.count()) await show.click();
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[placeholder], select')].filter((el) => !el.closest('table') && !el.closest('nav'));
    for (const el of controls) {
      const style = getComputedStyle(el);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : el.placeholder;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(text).width > room + 0.5) cut.push(`"${text}" (${Math.round(canvas.measureText(text).width)} px in ${Math.round(room)} px)`);
    }
    return cut;
  });
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
