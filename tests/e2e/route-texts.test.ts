/**
 * Every screen opened afresh (a tablet reopening the app on it) shows its texts, not catalogue
 * keys: texts load by namespace on demand, so a route that forgets to load the ones its screen
 * uses shows "auth.firstName" where "First name" belongs. The unit tests load every namespace up
 * front and cannot see this; here each route is a full page load. One language is enough: a
 * namespace left unloaded shows keys in any (Spanish, whose files are never the default).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, baseUrl, foundByPath, launchBrowser, signedInPage } from '../fixtures/browser';

const SHOPPER_PATHS = ['/dashboard', '/products', '/products/5', '/cart', '/checkout', '/orders', '/events', '/quick-order', '/profile', '/settings'];
const ADMIN_PATHS = [
  '/admin/dashboard', '/admin/products', '/admin/vendors', '/admin/orders', '/admin/users', '/admin/events', '/admin/chapters', '/admin/reports',
  '/admin/system/settings', '/admin/system/notifications', '/admin/system/categories', '/admin/system/tags', '/admin/system/shipping',
  '/admin/system/payments', '/admin/system/analytics',
  // Not the audit log: its rows name actions by their codes ("auth.login.success"), which read like keys.
];
const GUEST_PATHS = ['/login', '/register', '/forgot-password'];

/** A catalogue key shown as text: a namespace's prefix, a dot and a camel-case name. */
const KEY = /\b(?:auth|admin|shop|common|nav|orders|profile|dashboard|notifications|validation|errors|events|role)\.[a-z][A-Za-z]*(?:\.[A-Za-z_]+)*\b/g;

async function keysShown(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const texts = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title]')].map((el) =>
      ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });
  return [...new Set(texts.match(KEY) ?? [])];
}

describe('screens opened afresh show texts, not catalogue keys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const language of ['es'] as const) {
    for (const [who, email, paths] of [['a chapter member', DEMO.chapter, SHOPPER_PATHS], ['a super admin', DEMO.super, ADMIN_PATHS]] as const) {
      describe(`${who} in ${language}`, () => {
        let context: BrowserContext;
        let page: Page;
        beforeAll(async () => {
          ({ context, page } = await signedInPage(browser, email, { language }));
        });
        afterAll(async () => context?.close());

        it('on every screen', async () => {
          expect(await foundByPath(paths, (path) => keysShown(page, path))).toEqual({});
        });
      });
    }

    it(`on the sign-in, registration and password screens in ${language}`, async () => {
      const context = await browser.newContext({ baseURL: baseUrl() });
      try {
        const page = await context.newPage();
        await page.goto('/login');
        await page.evaluate((lang) => localStorage.setItem('language', lang), language);
        expect(await foundByPath(GUEST_PATHS, (path) => keysShown(page, path))).toEqual({});
      } finally {
        await context.close();
      }
    });
  }
});
