/**
 * Back office in Chromium: at 768 px, beside the menu, the user filters show their whole texts (the
 * search box's placeholder, the chosen role and status) in English and in Spanish, and the users
 * table scrolls sideways inside its own box to its Actions column instead of widening the page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signedInPage } from '../fixtures/browser';

/** Filter texts wider than the room their control leaves them. */
async function cutFilters(page: Page): Promise<string[]> {
  await page.goto('/admin/users');
  await page.locator('table tbody tr').first().waitFor();
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

describe('user filters and table at 768 px in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const language of ['es', 'en'] as const) {
    describe(`in ${language}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.super, { viewport: { width: 768, height: 1024 }, language }));
      });
      afterAll(async () => context?.close());

      it('cuts no filter text', async () => {
        expect(await cutFilters(page)).toEqual([]);
      });

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
