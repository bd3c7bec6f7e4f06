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
    // The sign-in page's own code is the visitors' one file (decision 059), and no signed-in group comes with it.
    const names = files.map((f) => f.path.replace('/assets/', ''));
    expect(names.filter((name) => /^visitor-[\w-]{8}\.js$/.test(name)), names.join(', ')).toHaveLength(1);
    for (const group of ['signed-in', 'offline-core', 'ui-kit']) expect(names.filter((name) => name.startsWith(`${group}-`)), group).toEqual([]);
  });

  it('fetches the Spanish texts instead of the English ones when Spanish is chosen', async () => {
    const { gzipKb, text } = await signInPageScripts(browser, 'es');
    expect(gzipKb).toBeLessThanOrEqual(CEILING_KB);
    expect(text).toContain('¿Olvidó su contraseña?');
    expect(text).not.toContain('Forgot password?');
    expect(text).not.toContain('admin.vendors.title');
  });
});
