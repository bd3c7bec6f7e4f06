/**
 * What the sign-in page costs a first-time visitor: the scripts it fetches (gzip -9 of the
 * web/dist files, as `pnpm bench` counts them), in English and in Spanish. Only the active
 * language's texts come, no back-office code or text, no offline database (Dexie), no UI kit
 * (the page is plain markup with its own stylesheet), at most 150 KB (issue 18; `pnpm bench`
 * reports the same figure).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../fixtures/browser';

const DIST = new URL('../../web/dist', import.meta.url).pathname;
// The target of issue 18 (tests/bench/shopper.bench.ts reports against it too). Route definitions
// load with the router, so the back-office list routes keep only their search schemas there
// (features/admin/*/*-search.ts); their loaders come with their screens (vite.config.ts).
const CEILING_KB = 150;
const MAX_SCRIPTS = 14;

async function signInPageScripts(browser: Browser, language: 'en' | 'es') {
  const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  // As the app leaves it for a returning visitor (lib/i18n/i18n.ts): the server names the texts of
  // this language in the page (decision 048).
  await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.origin === baseUrl()) paths.add(url.pathname);
  });
  await page.goto('/login');
  await page.locator('input[type="email"], input[name="email"]').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await context.close();
  const files = [...paths].map((path) => ({ path, code: readFileSync(join(DIST, path)) }));
  const gzipKb = files.reduce((sum, f) => sum + gzipSync(f.code, { level: 9 }).length, 0) / 1024;
  return { files, gzipKb, text: files.map((f) => f.code.toString('utf8')).join('\n') };
}

describe('the sign-in page on a first visit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it(`loads at most ${CEILING_KB} KB of gzipped JavaScript, English texts only, no back office, no Dexie`, async () => {
    const { gzipKb, text, files } = await signInPageScripts(browser, 'en');
    console.log(`sign-in page: ${gzipKb.toFixed(1)} KB gzipped in ${files.length} scripts`);
    expect(gzipKb).toBeLessThanOrEqual(CEILING_KB);
    // Few files as well as few bytes: on a phone link each file costs a round trip, six at a time
    // (vite.config.ts keeps what every screen runs in one file).
    expect(files.length, files.map((f) => f.path).join(', ')).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(text).toContain('Forgot password?');
    expect(text).not.toContain('¿Olvidó su contraseña?');
    expect(text).not.toContain('admin.vendors.title');
    expect(text).not.toMatch(/DexieError|Dexie\.version/);
    // The query cache's store (lib/query/persist-entry.ts) comes only with a signed-in person.
    expect(text, 'no query cache persister').not.toContain('dehydratedAt');
    expect(text, 'the UI kit (Chakra, Emotion) loads with the screens that use it').not.toMatch(/useChakraContext|data-emotion/);
  });

  it('names in the page itself every script it fetches before the form shows, so none waits for the entry to run (decision 048)', async () => {
    for (const language of ['en', 'es'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
      if (language === 'es') {
        await context.addInitScript(() => localStorage.setItem('language', 'es'));
        await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
      }
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The service worker's registration loads when the page is idle, on purpose after it (main.tsx).
        if (request.resourceType() === 'script' && url.origin === baseUrl() && !url.pathname.includes('workbox-window')) fetched.push(url.pathname);
      });
      const html = await (await page.goto('/login'))!.text();
      await page.locator('input[type="email"], input[name="email"]').first().waitFor();
      await context.close();
      const named = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
      expect(fetched.length, language).toBeGreaterThan(5);
      expect(fetched.filter((path) => !named.has(path)), `${language}: fetched but not named in the page`).toEqual([]);
      // The texts in the visitor's language only.
      const texts = fetched.map((path) => readFileSync(join(DIST, path), 'utf8')).join('\n');
      expect(texts).toContain(language === 'es' ? '¿Olvidó su contraseña?' : 'Forgot password?');
      expect(texts).not.toContain(language === 'es' ? 'Forgot password?' : '¿Olvidó su contraseña?');
    }
  });

  it('fetches the Spanish texts instead of the English ones when Spanish is chosen', async () => {
    const { gzipKb, text } = await signInPageScripts(browser, 'es');
    expect(gzipKb).toBeLessThanOrEqual(CEILING_KB);
    expect(text).toContain('¿Olvidó su contraseña?');
    expect(text).not.toContain('Forgot password?');
    expect(text).not.toContain('admin.vendors.title');
  });
});
