/**
 * Back office in Chromium: a stat tile shows all of its label, in English and in Spanish, from a
 * desktop to a phone. A long word ("Superadministradores" among six tiles at 1280 px) breaks onto
 * the next line instead of running under the tile's edge or out of it; a figure keeps to one line.
 * A chart's axis labels ("$20 K") stay inside the chart.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PHONE, escapingBoxes, foundByPath, launchBrowser, signedInPage } from '../fixtures/browser';

const PAGES = ['dashboard', 'users', 'orders', 'products', 'events', 'chapters', 'system/categories'] as const;
const SIZES = [{ width: 1280, height: 900 }, { width: 768, height: 1024 }, PHONE] as const;

/** Each tile's texts that are wider than their box or reach past the tile's edge. */
async function cutTexts(page: Page, path: string): Promise<string[]> {
  await page.goto(`/admin/${path}`);
  await page.locator('.chakra-stat__valueText').first().waitFor();
  return page.evaluate(() => {
    const cut: string[] = [];
    const tiles = [...document.querySelectorAll('[role=group][aria-label]')].filter((tile) => tile.querySelector('.chakra-stat__root'));
    for (const tile of tiles) {
      const edge = tile.getBoundingClientRect();
      for (const el of tile.querySelectorAll('.chakra-stat__label, .chakra-stat__valueText, .chakra-stat__helpText')) {
        const box = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || box.right > edge.right + 0.5 || box.left < edge.left - 0.5) cut.push(`"${el.textContent}" (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
      // A figure stays on one line: "$1,280.10" broken after its "$" reads as two things.
      for (const el of tile.querySelectorAll('.chakra-stat__valueText')) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.bottom)));
        if (lines.size > 1) cut.push(`"${el.textContent}" on ${lines.size} lines`);
      }
    }
    return cut;
  });
}

describe('back-office stat tiles and chart axes show their whole labels in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Spanish has the long words ("Superadministradores"): it is tried at every size, English (the
  // shorter labels, the same tiles) on the desktop the back office is used on.
  for (const language of ['es', 'en'] as const) {
    for (const size of language === 'es' ? SIZES : SIZES.slice(0, 1)) {
      describe(`in ${language} at ${size.width} px`, () => {
        let context: BrowserContext;
        let page: Page;
        beforeAll(async () => {
          ({ context, page } = await signedInPage(browser, DEMO.super, { viewport: size, language }));
        });
        afterAll(async () => context?.close());

        it('cuts no label, figure or note on any page with tiles', async () => {
          expect(await foundByPath(PAGES, (path) => cutTexts(page, path))).toEqual({});
        });

        it('draws every chart axis label inside its chart on the reports page', async () => {
          await page.goto('/admin/reports');
          await page.locator('svg text').first().waitFor();
          expect(await escapingBoxes(page, 'svg', 'text', 0.5)).toEqual([]);
        });
      });
    }
  }
});
