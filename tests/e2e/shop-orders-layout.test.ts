/**
 * The shopper's order list in Chromium, in Spanish (the longer texts), on a phone and at tablet
 * width beside the menu: the search hint and the filters show whole, and each order card keeps its
 * total and buttons inside its edges.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PHONE, cutControlTexts, escapingBoxes, launchBrowser, signedInPage } from '../fixtures/browser';

describe('my orders in Spanish in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const viewport of [PHONE, { width: 768, height: 1024 }]) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await signedInPage(browser, DEMO.chapter, { viewport, language: 'es' }));
        await page.goto('/orders');
        await page.getByTestId('server-order').first().waitFor();
      });
      afterAll(async () => context?.close());

      it('cuts no search hint or filter choice', async () => {
        expect(await page.getByRole('heading', { level: 1, name: 'Mis pedidos' }).count()).toBe(1);
        expect(await cutControlTexts(page)).toEqual([]);
      });

      it('keeps every order card\'s total and buttons inside the card', async () => {
        // A button touching the card's edge counts too: it has run past the card's padding.
        expect(await escapingBoxes(page, '[data-testid=server-order]', 'a, button', -1)).toEqual([]);
      });
    });
  }
});
