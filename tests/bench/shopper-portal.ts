/**
 * What the browser benchmarks of the shopper's app share (shopper.bench.ts, taps.bench.ts): the web
 * app built into a folder of its own with its timing hooks (VITE_BENCH_PROBE=1), the real portal
 * serving it over a fresh database seeded with N products (PostgreSQL when the local server
 * answers, as deployed; PGlite otherwise), Chromium through playwright-core, and the demo
 * chapter's sign-in. BENCH_PORTAL_URL (127.0.0.1 only) reuses a portal already running with the
 * same seed, serving such a build (WEB_DIST), instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchDatabaseKinds, createBenchPostgres } from './bench-database';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHAPTER = { email: 'chapter@chapterportal.test', password: 'Demo1234' };
export const ADMIN = { email: 'admin@chapterportal.test', password: 'Demo1234' };

/** The hooks the benchmark build puts on window.__portalBench (web/src/app/bench-probe.ts). */
export interface Probe {
  firstSync: { startedAt: number | null; endedAt: number | null; rows: number; error: string | null };
  fetching: { ms: number; pages: number };
  countProducts(): Promise<number>;
  getProduct(id: number): Promise<{ name: string } | undefined>;
  timeSearch(search: string): Promise<{ ms: number; total: number }>;
  timeMetaRead(): Promise<number>;
  timeFirstPageCold(): Promise<{ ms: number; shown: number; total: number }>;
  timeSync(): Promise<{ ms: number; rows: number; error: string | null; wasRunning: boolean }>;
  fillCart(lines: number): Promise<number>;
  clearCart(): Promise<void>;
}
declare global {
  interface Window {
    __portalBench?: Probe;
  }
}

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Builds the web app with its timing hooks into a new temp folder; null when the build failed.
 * `minify: false` keeps the functions' names, for traces that must name them.
 */
export function buildBenchWeb(options: { minify?: boolean } = {}): string | null {
  const dist = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', ...(options.minify === false ? ['--minify', 'false'] : [])], {
    cwd: ROOT,
    env: { ...process.env, WEB_OUT_DIR: dist, VITE_BENCH_PROBE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    rmSync(dist, { recursive: true, force: true });
    return null;
  }
  return dist;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet (seeding 20,000 products takes about a minute)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`portal did not answer on ${url} within ${timeoutMs} ms`);
}

export interface BenchPortal {
  baseUrl: string;
  /** PostgreSQL, PGlite or 'running portal'. */
  database: string;
  /** Stops the portal and removes its data, its database and the web build it served. */
  stop(): Promise<void>;
}

/** The portal as the browser tests start it, seeded with `products` products, serving `webDist`. */
export async function startPortal(products: number, webDist: string): Promise<BenchPortal> {
  const reuse = process.env.BENCH_PORTAL_URL;
  if (reuse) {
    if (new URL(reuse).hostname !== '127.0.0.1') throw new Error('BENCH_PORTAL_URL must be on 127.0.0.1');
    await waitForHealth(reuse, null, 5000);
    return { baseUrl: reuse, database: 'running portal', stop: async () => rmSync(webDist, { recursive: true, force: true }) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-shopper-'));
  const port = await freePort();
  // The portal as deployed runs on PostgreSQL; PGlite (the demo database) when no server answers.
  const database = (await benchDatabaseKinds()).includes('postgres') ? await createBenchPostgres() : null;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(baseUrl, child, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, database: database ? 'PostgreSQL' : 'PGlite', stop };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Signs in as the demo chapter through the sign-in form (which starts the first sync). */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.waitForFunction(() => window.__portalBench !== undefined);
  await page.getByLabel(/email/i).fill(CHAPTER.email);
  await page.getByLabel(/^Password/).fill(CHAPTER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Waits for the first catalogue sync the sign-in started to end. */
export async function waitForFirstSync(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__portalBench?.firstSync.endedAt != null, undefined, { timeout: 180_000, polling: 100 });
}
