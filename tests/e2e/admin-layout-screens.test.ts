/**
 * Back office in Chromium at 1024x768, English and Spanish: no list cuts a column. Every list,
 * each report tab, the audit log and the notifications fit their tables in the room they have
 * (the scroll area is as wide as its content) and the page has no horizontal scroll bar; a table
 * that still has to scroll keeps its first column in view.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signedInPage } from '../fixtures/browser';

const SCREENS = [
  'products', 'orders', 'vendors', 'users', 'events', 'chapters', 'system/categories', 'system/tags', 'system/audit', 'system/notifications',
  'reports?tab=purchases', 'reports?tab=categories', 'reports?tab=payments',
] as const;
const SIZE = { width: 1024, height: 768 };

interface Fit {
  areas: Array<{ label: string | null; scrollWidth: number; clientWidth: number }>;
  pageScrollWidth: number;
}

async function measure(page: Page, path: string): Promise<Fit> {
  await page.goto(`/admin/${path}`);
  await page.locator('table tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  return page.evaluate(() => ({
    // Tables shown (a chart's table for screen readers is not).
    areas: [...document.querySelectorAll('table')]
      .filter((t) => t.parentElement!.clientWidth > 1)
      .map((t) => ({ label: t.getAttribute('aria-label'), scrollWidth: t.parentElement!.scrollWidth, clientWidth: t.parentElement!.clientWidth })),
    pageScrollWidth: document.documentElement.scrollWidth,
  }));
}

describe('back-office screens cut no column at 1024 px', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const language of ['en', 'es'] as const) {
    describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.super, { viewport: SIZE, language }));
      });
      afterAll(async () => context?.close());

      for (const path of SCREENS) {
        it(`${path} fits its tables`, async () => {
          const fit = await measure(page, path);
          expect(fit.areas.length).toBeGreaterThan(0);
          for (const area of fit.areas) expect(area.scrollWidth, `${path} table ${area.label}`).toBeLessThanOrEqual(area.clientWidth);
          expect(fit.pageScrollWidth, `${path} page`).toBeLessThanOrEqual(SIZE.width);
        });
      }

      it('a table made to scroll keeps its first column in view', async () => {
        await page.goto('/admin/orders');
        await page.locator('table tbody tr').first().waitFor();
        const kept = await page.evaluate(() => {
          const table = document.querySelector('table')!;
          const area = table.parentElement!;
          table.style.minWidth = `${area.clientWidth + 400}px`;
          area.scrollLeft = 300;
          const first = table.querySelector('tbody tr td:nth-child(2)')!;
          return first.getBoundingClientRect().left - area.getBoundingClientRect().left;
        });
        // The checkbox column (2.5rem) stays, and the order number right after it.
        expect(kept).toBeGreaterThanOrEqual(0);
        expect(kept).toBeLessThanOrEqual(60);
      });
    });
  }
});
