/**
 * User journeys of the web shell in Chromium against the real portal: registration, sign-out,
 * sign-in, a failed sign-in, an access token that stops working mid-session, role guards, the
 * theme kept across a reload, and axe on the main pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { DEMO, expireAccessToken, launchBrowser, newContext, PHONE, signIn } from '../fixtures/browser';

describe('web shell in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  it('registers a chapter, signs out, and signs back in', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Chapter name').fill('E2E Chapter');
    await page.getByLabel('Address').fill('1 Test Way');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP code').fill('73301');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('E2E Chapter').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText(/Registration successful! Welcome to Chapter Portal/).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await signIn(page, email, 'Secret123');
    expect(page.url()).toMatch(/\/dashboard$/);
  });

  it('shows the server message in an alert when the password is wrong', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.chapter);
    await page.getByLabel(/^Password/).fill('Wrong12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /invalid email or password/i });
    await alert.first().waitFor();
    expect(page.url()).toMatch(/\/login/);
  });

  it('keeps the user signed in when the access token stops working mid-session', async () => {
    await signIn(page, DEMO.chapter);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    // An access token the server no longer accepts, as after its expiry.
    await expireAccessToken(page, 'expired.token.value');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toMatch(/\/profile$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired.token.value');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);
  });

  it('sends a chapter user away from admin routes and an admin away from super-admin routes', async () => {
    await signIn(page, DEMO.chapter);
    await page.goto('/admin/users');
    await page.waitForURL(/\/dashboard$/);
    // The admin on a device of their own: clearing the storage of a page still running could
    // race its own writes (a token refreshed, the first sync), and sign-in would find a session.
    await context.close();
    context = await newContext(browser);
    page = await context.newPage();

    await signIn(page, DEMO.admin);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto('/admin/chapters');
    await page.waitForURL(/\/(admin\/)?dashboard$/);
  });

  it('keeps the account menu and the notifications under their buttons while the page scrolls beneath them', async () => {
    // A tap on Logout once missed because the list was still scrolling into place (scroll
    // restoration) and the open menu, placed against the page, moved up with it until repositioned.
    await signIn(page, DEMO.chapter);
    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const [button, popup] of [
      ['Account menu', '[role="menu"]'],
      ['Notifications', '[role="dialog"]'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.locator(popup).first().waitFor();
      // Measured in the same task as the scroll, before anything could move the popup back.
      const moved = await page.evaluate((selector) => {
        const before = document.querySelector(selector)!.getBoundingClientRect().top;
        window.scrollBy(0, 400);
        const after = document.querySelector(selector)!.getBoundingClientRect().top;
        return { scrolled: window.scrollY, by: after - before };
      }, popup);
      expect(moved.scrolled, 'the product list is long enough to scroll').toBeGreaterThan(0);
      expect(moved.by, `${button} stays under its button`).toBe(0);
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  it('returns to the same place in the product list after Back from a product', async () => {
    await signIn(page, DEMO.chapter);
    await page.goto('/products');
    const card = page.getByTestId('product-card').nth(18);
    await card.waitFor({ timeout: 60_000 });
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before, 'the list is scrolled well down').toBeGreaterThan(2000);
    await card.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/\/products\/\d+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    await page.getByTestId('product-card').nth(19).waitFor();
    // The list opens again from what it showed, so the position Back restores is there to restore.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  it('keeps the breadcrumb links whole on a phone, wrapping only a long product name between words', async () => {
    const phone = await newContext(browser, PHONE);
    try {
      const small = await phone.newPage();
      await signIn(small, DEMO.chapter);
      await small.evaluate(() => localStorage.setItem('language', 'es'));
      await small.goto('/products');
      await small.getByTestId('product-card').first().getByRole('link', { name: 'Detalles' }).click();
      await small.waitForURL(/\/products\/\d+/);
      const trail = small.getByRole('navigation', { name: 'Ruta de navegación' });
      await trail.getByRole('link', { name: 'Productos' }).waitFor();
      // The trail ends with the product's name once it is read (the id before that).
      const name = (await small.getByRole('heading', { level: 1 }).first().innerText()).trim();
      await trail.getByText(name).waitFor();
      // Each link's text takes one line box: a word broken over two lines would take two.
      const lines = await trail.locator('a[href]').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return { text: link.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
        }),
      );
      expect(lines).toEqual([
        { text: 'Inicio', lines: 1 },
        { text: 'Productos', lines: 1 },
      ]);
      expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.close();
    }
  });

  it('keeps dark mode across a reload', async () => {
    await signIn(page, DEMO.chapter);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it("paints the signed-in frame's outline before any script when a session is on the device, the sign-in card otherwise", async () => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The page's own scripts never arrive: what shows is the first paint, before the app runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const shown = async () => ({
      visitor: await page.locator('[data-boot-for=visitor]').isVisible(),
      app: await page.locator('[data-boot-for=app]').isVisible(),
      menu: await page.locator('[data-boot-for=app] .boot-app-menu').isVisible(),
    });
    await page.goto('/products');
    expect(await shown()).toEqual({ visitor: true, app: false, menu: false });
    const words = () => page.locator('[data-boot-for=visitor] .boot-words').evaluate((e) => (getComputedStyle(e).display === 'none' ? '' : (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    // The card's words belong to the sign-in page only, in the language chosen.
    expect(await words()).toBe('');
    await page.goto('/login');
    expect(await words()).toBe('Welcome Sign in to your chapter account');
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/login');
    expect(await words()).toBe('Bienvenido Inicie sesión en la cuenta de su capítulo');
    await page.evaluate(() => localStorage.removeItem('language'));

    await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 1 })));
    await page.goto('/products');
    expect(await shown()).toEqual({ visitor: false, app: true, menu: true });

    // Folded away on a wide screen: the outline has no side menu either.
    await page.evaluate(() => localStorage.setItem('sidebarOpen', 'false'));
    await page.goto('/products');
    expect(await shown()).toEqual({ visitor: false, app: true, menu: false });
    // The inline script ran under the page's policy, allowed by its hash.
    expect(refused).toEqual([]);
  });

  it("paints the sign-in page's largest words with the page, so the app's code coming later adds none larger", async () => {
    const fresh = await newContext(browser);
    const visitor = await fresh.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: 'Sign In' }).waitFor();
    const paints = await visitor.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number[] }>((resolve) => {
          // The form is on screen: every candidate so far comes in the observer's first call.
          new PerformanceObserver((list) => resolve({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1, lcp: list.getEntries().map((e) => e.startTime) })).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(paints.fcp).toBeGreaterThan(0);
    expect(paints.lcp.length).toBeGreaterThan(0);
    // The largest text is the card's subtitle: painted at the first paint, by the page itself.
    expect(paints.lcp.at(-1)! - paints.fcp).toBeLessThan(50);
    await fresh.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    await signIn(page, DEMO.chapter);
    await page.goto('/no/such/page');
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('button', { name: 'Go Home' }).or(page.getByRole('link', { name: 'Go Home' })).first().waitFor();
  });

  it('has no serious accessibility violations on the main pages', async () => {
    // axe is injected as an inline script, which the portal's CSP rightly forbids.
    await context.close();
    context = await newContext(browser, undefined, { bypassCSP: true });
    page = await context.newPage();
    const problems: string[] = [];
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      problems.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    await signIn(page, DEMO.chapter);
    for (const path of ['/dashboard', '/profile', '/settings']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      problems.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
});
