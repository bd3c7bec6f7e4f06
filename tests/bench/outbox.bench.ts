/**
 * How fast queued orders settle once the server is reachable again, in Chromium with the service
 * worker, against the real portal (built web/dist: run `pnpm build:web` first) over a fresh PGlite
 * database with a small catalogue. A proxy between browser and portal cuts both the page and the
 * worker off. Two rounds: orders queued while the server was stopped, then orders queued behind a
 * captive portal (every request answered by an HTML page). Each round measures, from the moment
 * the proxy lets traffic through again, until every queued order is sent (read from the device
 * database), with no user action.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startProxy, type ProxyMode } from '../fixtures/offline-proxy';
import type { BenchResult } from './bench-types';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ORDERS_PER_ROUND = 4;
const TARGET_SETTLE_S = 10;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const statuses = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('chapter-portal');
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve((all.result as Array<{ status: string; createdAt: string }>).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)).map((r) => r.status));
            open.result.close();
          };
        };
      }),
  );

async function checkOut(page: Page, index: number): Promise<void> {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).nth(index).click();
  await page.goto('/cart');
  await page.getByLabel('Payment method').selectOption('ACH');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).or(page.getByRole('link', { name: 'Proceed to Checkout' })).first().click();
  await page.waitForURL(/\/checkout/);
  const select = page.getByLabel('Event');
  await select.selectOption((await select.locator('option').nth(1).getAttribute('value'))!);
  const place = page.getByRole('button', { name: 'Place order' });
  await until(() => place.isEnabled(), 10_000, 'the Place order button');
  await place.click();
  await page.waitForURL(/\/orders/);
}

export default async function outboxBench(): Promise<BenchResult[]> {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    return [{ name: 'queued orders after the network returns', figures: { error: 'web/dist is missing: run pnpm build:web first' }, pass: false }];
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-outbox-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-bench-profile-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '300', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const upstream = `http://127.0.0.1:${port}`;
  const proxy = await startProxy(upstream);
  const context = await (async () => {
    await until(async () => (await fetch(`${upstream}/api/v1/health`).catch(() => null))?.ok === true, 180_000, 'the portal');
    return chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: ARGS, headless: true, baseURL: proxy.url, viewport: { width: 1024, height: 768 } });
  })();
  const results: BenchResult[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.getByLabel(/email/i).fill('chapter@chapterportal.test');
    await page.getByLabel(/^Password/).fill('Demo1234');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor({ timeout: 90_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const rounds: Array<{ name: string; mode: ProxyMode }> = [
      { name: 'server stopped', mode: 'down' },
      { name: 'captive portal (Wi-Fi up, HTML answers)', mode: 'portal' },
    ];
    let placed = 0;
    for (const round of rounds) {
      proxy.setMode(round.mode);
      for (let i = 0; i < ORDERS_PER_ROUND; i++) await checkOut(page, placed++ % 10);
      // Let every order fail at least once, so they wait out a backoff as on a real floor.
      await sleep(6_000);
      proxy.setMode('up');
      const backAt = performance.now();
      await until(async () => (await statuses(page)).every((s) => s === 'sent'), 60_000, 'every order sent');
      const seconds = (performance.now() - backAt) / 1000;
      results.push({
        name: `${ORDERS_PER_ROUND} queued orders settle after the network returns (${round.name})`,
        figures: { 'seconds until all sent': Number(seconds.toFixed(2)), orders: ORDERS_PER_ROUND },
        target: `< ${TARGET_SETTLE_S} s, no user action`,
        pass: seconds < TARGET_SETTLE_S,
      });
    }
    for (const result of results) console.log(`  ${result.name}: ${JSON.stringify(result.figures)}`);
    return results;
  } finally {
    await context.close().catch(() => undefined);
    await proxy.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}
