/**
 * Back office in Chromium, layout: at 1024x768 and 1440x900 no admin list scrolls sideways. Every
 * list's scroll area is as wide as its content (scrollWidth <= clientWidth), its last header
 * (Actions) lies inside the viewport, and the page itself has no horizontal scroll bar.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, signedInPage } from '../fixtures/browser';

const LISTS = ['products', 'orders', 'vendors', 'users', 'events', 'chapters', 'system/categories', 'system/tags'] as const;
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

interface Fit {
  areas: Array<{ scrollWidth: number; clientWidth: number }>;
  pageScrollWidth: number;
  lastHeaderRight: number;
}

async function measure(page: Page, path: string): Promise<Fit> {
  await page.goto(`/admin/${path}`);
  await page.locator('table tbody tr').first().waitFor();
  // The row menu's button is the last cell to render; once it is there the row has its final width.
  await page.locator('table tbody tr').first().getByRole('button').last().waitFor();
  return page.evaluate(() => {
    const tables = [...document.querySelectorAll('table')];
    const headers = document.querySelectorAll('table thead th');
    const last = headers[headers.length - 1];
    return {
      areas: tables.map((t) => ({ scrollWidth: t.parentElement!.scrollWidth, clientWidth: t.parentElement!.clientWidth })),
      pageScrollWidth: document.documentElement.scrollWidth,
      lastHeaderRight: last ? last.getBoundingClientRect().right : Infinity,
    };
  });
}

describe('admin lists fit the screen in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const size of SIZES) {
    describe(`at ${size.width}x${size.height}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.super, { viewport: size }));
      });
      afterAll(async () => context?.close());

      for (const path of LISTS) {
        it(`${path} has no sideways scroll and its Actions header is on screen`, async () => {
          const fit = await measure(page, path);
          expect(fit.areas.length).toBeGreaterThan(0);
          for (const area of fit.areas) expect(area.scrollWidth, `${path} table`).toBeLessThanOrEqual(area.clientWidth);
          expect(fit.pageScrollWidth, `${path} page`).toBeLessThanOrEqual(size.width);
          expect(fit.lastHeaderRight, `${path} last header`).toBeLessThanOrEqual(size.width);
        });
      }
    });
  }
});
