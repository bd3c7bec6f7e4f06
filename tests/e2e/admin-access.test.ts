/**
 * Back office in Chromium, who may open what: a chapter user and an admin are sent back to their
 * dashboard from the super-admin screens without seeing them, a super admin opens them; and axe
 * finds no serious or critical violation on Products, Reports, Categories and Payment Settings.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

const SUPER_SCREENS = [
  { path: '/admin/chapters', heading: 'Chapter Management' },
  { path: '/admin/system/categories', heading: 'Categories Management' },
  { path: '/admin/system/payments', heading: 'Payment Settings' },
] as const;

/** Opens a guarded path as a signed-in user and answers where the app sent them. */
async function refusedTo(page: Page, path: string, home: RegExp, heading: string): Promise<string> {
  await page.goto(path);
  await page.waitForURL(home);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
  return new URL(page.url()).pathname;
}

describe('super-admin screens in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    // axe is injected as an inline script, which the portal's CSP rightly forbids.
    context = await newContext(browser, undefined, { bypassCSP: true });
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  it('sends a chapter user back to the shopper dashboard', async () => {
    await signIn(page, DEMO.chapter);
    for (const screen of SUPER_SCREENS) expect(await refusedTo(page, screen.path, /\/dashboard$/, screen.heading)).toBe('/dashboard');
  });

  it('sends an admin back to the back-office dashboard', async () => {
    await signIn(page, DEMO.admin);
    for (const screen of SUPER_SCREENS) expect(await refusedTo(page, screen.path, /\/admin\/dashboard$/, screen.heading)).toBe('/admin/dashboard');
  });

  it('opens every super-admin screen for a super admin', async () => {
    await signIn(page, DEMO.super);
    for (const screen of SUPER_SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(screen.path);
    }
  });

  it('has no serious accessibility violations on Products, Reports, Categories and Payment Settings', async () => {
    await signIn(page, DEMO.super);
    const screens = [
      { path: '/admin/products', heading: 'Products Management', ready: 'table' },
      { path: '/admin/reports', heading: 'Reports & Analytics', ready: 'table' },
      { path: '/admin/system/categories', heading: 'Categories Management', ready: 'table' },
      { path: '/admin/system/payments', heading: 'Payment Settings', ready: 'textbox' },
    ] as const;
    const problems: string[] = [];
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
      // Check the screen with its data in place, not its loading state.
      await page.getByRole(screen.ready).first().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      // A button still loading is drawn faded on purpose: check the screen once none is.
      await expect.poll(() => page.locator('button[data-loading]').count(), { timeout: 30_000 }).toBe(0);
      const found = await seriousViolations(page);
      problems.push(...found.map((v) => `${screen.path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
});
