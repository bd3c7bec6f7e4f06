/**
 * The event morning's worst minute: every tablet of the room starting its first sync in the same
 * second (the doors open, everyone signs in), not spread over a minute. Each simulated tablet
 * walks the catalogue's pages as the device does and, when the server sheds it (503 or 429 with
 * Retry-After), waits as the device does (web/src/features/catalogue/offline/sync-transport.ts:
 * the server's time or a floor doubling from 1 s to 8 s, plus up to as much again at random, at
 * most eight attempts a page). Reports how long until every tablet has the catalogue, how many answers
 * were shed, and the slowest single answer. Called by event-morning.bench.ts on a fresh instance,
 * so the first pages are built while the crowd asks.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { SyncPage } from '@portal/contract/sync';
import type { BenchResult } from './bench-types';

const ATTEMPTS = 8;
const LONGEST_WAIT_MS = 60_000;
const START_WITHIN_MS = 1_000;
/** A tablet's answer that takes longer than this counts as one that would have timed out on a busy Wi-Fi. */
const SLOW_ANSWER_MS = 10_000;

interface Answer {
  status: number;
  retryAfter: number | null;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

function get(base: string, path: string, headers: Record<string, string>): Promise<Answer & { body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, retryAfter: raw ? Number(raw) : null, ms: performance.now() - started, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first sync's page paths, read once without compression so the crowd meets compressed pages not built yet. */
export async function firstSyncPaths(base: string, token: string, pageSize: number): Promise<string[]> {
  const paths: string[] = [];
  for (let cursor = 0, more = true; more; ) {
    const path = `/api/v1/sync/catalogue?cursor=${cursor}&limit=${pageSize}`;
    const res = await get(base, path, { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' });
    if (res.status !== 200) throw new Error(`sync page answered ${res.status}`);
    const page = (JSON.parse(res.body.toString()) as { data: SyncPage }).data;
    paths.push(path);
    cursor = page.cursor;
    more = page.hasMore;
  }
  return paths;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
const round = (n: number) => Math.round(n * 10) / 10;

export async function tabletHerd(base: string, tokens: string[], paths: string[], tablets: number, label: string): Promise<BenchResult> {
  const served: number[] = [];
  let shed = 0;
  let errors = 0;
  let gaveUp = 0;
  let slowest = 0;
  const started = performance.now();
  const done = await Promise.all(
    Array.from({ length: tablets }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * START_WITHIN_MS));
      const headers = { authorization: `Bearer ${tokens[i % tokens.length]}`, 'accept-encoding': 'br' };
      for (const path of paths) {
        for (let attempt = 0; ; attempt++) {
          const res = await get(base, path, headers).catch(() => ({ status: 0, retryAfter: null, ms: 0 }));
          slowest = Math.max(slowest, res.ms);
          if (res.status === 200) {
            served.push(res.ms);
            break;
          }
          if ((res.status === 503 || res.status === 429) && res.retryAfter !== null) shed++;
          else errors++;
          if (res.retryAfter === null || attempt + 1 >= ATTEMPTS) {
            gaveUp++;
            return null;
          }
          const floor = Math.max(res.retryAfter * 1000, Math.min(8_000, 1000 * 2 ** attempt));
          await new Promise((resolve) => setTimeout(resolve, Math.min(LONGEST_WAIT_MS, floor * (1 + Math.random()))));
        }
      }
      return performance.now() - started;
    }),
  );
  const finished = done.filter((t): t is number => t !== null).sort((a, b) => a - b);
  const pages = [...served].sort((a, b) => a - b);
  const figures = {
    'tablets with the catalogue': finished.length,
    'all have it after s': finished.length === tablets ? round(finished[finished.length - 1]! / 1000) : 'never',
    'half have it after s': round(quantile(finished, 0.5) / 1000),
    'shed answers (503/429)': shed,
    'gave up': gaveUp,
    errors,
    'served page p50 ms': round(quantile(pages, 0.5)),
    'served page p99 ms': round(quantile(pages, 0.99)),
    'slowest answer ms': Math.round(slowest),
  };
  console.log(`  ${label}: ${JSON.stringify(figures)}`);
  return {
    name: `event morning, ${tablets} tablets starting in the same second, ${label} (${paths.length} pages each)`,
    figures,
    target: `every tablet gets the catalogue, none gives up, no answer slower than ${SLOW_ANSWER_MS / 1000} s`,
    pass: finished.length === tablets && errors === 0 && slowest < SLOW_ANSWER_MS,
  };
}
