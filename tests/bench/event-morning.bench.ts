/**
 * The event morning, on PostgreSQL: 300 tablets (open-loop, evenly paced over the first minute)
 * each download the whole 20,000-product catalogue through /sync/catalogue pages, fetch pictures
 * as "Download for offline" does and poll the delta every 30 s, while orders arrive at 100/s with
 * bursts of 500/s. Measured with one API instance, then with three behind nginx, each a separate
 * process as deployed. Reports p50/p99 per kind of request (and the order p99 in the bursts
 * while tablets sync, in the bursts after, and between bursts), errors, the first sync's
 * compressed size, and the API's and PostgreSQL's CPU per request.
 *
 * Before that, on an instance of its own, every tablet starts its first sync in the same second
 * (tablet-herd.ts): how long until all have the catalogue, and how many answers were shed.
 *
 * EVENT_MORNING_SECONDS (default 90) shortens or lengthens the run; EVENT_MORNING_TABLETS,
 * EVENT_MORNING_PRODUCTS and EVENT_MORNING_PICTURES (per tablet, default 60) scale it.
 */
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync } from 'node:zlib';
import type { SyncPage } from '@portal/contract/sync';
import { openDatabase } from '@portal/db';
import { DEMO_PASSWORD, seedDatabase } from '@portal/db/seed';
import { existsSync } from 'node:fs';
import { NGINX, startInstances, type Instances } from '../fixtures/instances';
import { benchDatabaseKinds, createBenchPostgres } from './bench-database';
import { firstSyncPaths, tabletHerd } from './tablet-herd';
import type { BenchResult } from './bench-types';
import { machineTicks, sampleProcessesCpu } from './cpu-time';

const SECONDS = Number(process.env.EVENT_MORNING_SECONDS ?? 90);
const TABLETS = Number(process.env.EVENT_MORNING_TABLETS ?? 300);
const PRODUCTS = Number(process.env.EVENT_MORNING_PRODUCTS ?? 20_000);
const PICTURES_PER_TABLET = Number(process.env.EVENT_MORNING_PICTURES ?? 60);
/** Tablets starting their first sync in the same second (tablet-herd.ts); EVENT_MORNING_ONLY=herd runs that case alone. */
const HERD_TABLETS = Number(process.env.EVENT_MORNING_HERD ?? TABLETS);
const SYNC_WINDOW_SECONDS = Math.min(60, SECONDS / 2);
const PAGE = 5000;
const FIRST_SYNC_MAX_BYTES = 3 * 1024 * 1024;
const BURST_EVERY_SECONDS = 20;
const BURST_SECONDS = 2;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${email} failed with ${res.status}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** One tablet's first sync walked for real: the page paths, the delta poll, pictures and the bytes on the wire. */
async function walkFirstSync(base: string, token: string) {
  const pages: string[] = [];
  const pictures: string[] = [];
  const orderable: Array<{ id: number; vendorId: number }> = [];
  const minimumVendors = new Set<number>();
  let eventId = 0;
  let cursor = 0;
  let bytes = 0;
  for (let more = true; more; ) {
    const path = `/api/v1/sync/catalogue?cursor=${cursor}&limit=${PAGE}`;
    const res = await get(base, path, { authorization: `Bearer ${token}` });
    if (res.status !== 200) throw new Error(`sync page answered ${res.status}`);
    bytes += res.body.length;
    const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body).toString() : res.body.toString();
    const page = (JSON.parse(text) as { data: SyncPage }).data;
    pages.push(path);
    for (const v of page.changes.vendors) if ((v.minOrderCents ?? 0) > 0) minimumVendors.add(v.id);
    for (const p of page.changes.products) {
      // The load orders 1 to 3 of a product: case packs and vendors with a minimum would be refused.
      if ((p.packSize ?? 1) === 1) orderable.push({ id: p.id, vendorId: p.vendorId });
      if (p.images[0]) pictures.push(p.images[0].url);
    }
    const event = page.changes.events.find((e) => e.isActive && new Date(e.endDate) > new Date());
    if (event) eventId = event.id;
    cursor = page.cursor;
    more = page.hasMore;
  }
  const productIds = orderable.filter((p) => !minimumVendors.has(p.vendorId)).slice(0, 500).map((p) => p.id);
  const pollPath = `/api/v1/sync/catalogue?cursor=${cursor}&limit=${PAGE}`;
  const poll = await get(base, pollPath, { authorization: `Bearer ${token}` });
  return { pages, pictures, productIds, eventId, pollPath, pollEtag: String(poll.headers.etag ?? ''), bytes };
}

/** The load's order schedule, as the load generator paces it (burst-schedule.cjs). */
const SCHEDULE = { burstEverySeconds: BURST_EVERY_SECONDS, burstSeconds: BURST_SECONDS, syncWindowSeconds: SYNC_WINDOW_SECONDS };
const { partOf, PARTS, orderKind } = createRequire(import.meta.url)('./burst-schedule.cjs') as {
  partOf: (second: number, schedule: typeof SCHEDULE) => string;
  PARTS: readonly string[];
  orderKind: (part: string) => string;
};

/** The machine's CPU busy share, sampled every 250 ms through the run and summed by part. */
class MachineLoad {
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private last: { at: number; busy: number; total: number } | undefined;
  private readonly parts = new Map<string, { busy: number; total: number }>();

  start() {
    this.startedAt = performance.now();
    const take = () => {
      const ticks = machineTicks();
      if (!ticks) return;
      const at = performance.now();
      if (this.last && ticks.total > this.last.total) {
        const part = partOf(((this.last.at + at) / 2 - this.startedAt) / 1000, SCHEDULE);
        const sum = this.parts.get(part) ?? { busy: 0, total: 0 };
        sum.busy += ticks.busy - this.last.busy;
        sum.total += ticks.total - this.last.total;
        this.parts.set(part, sum);
      }
      this.last = { at, ...ticks };
    };
    take();
    this.timer = setInterval(take, 250);
  }

  stop() {
    clearInterval(this.timer);
  }

  busyByPart(): Record<string, number> {
    const figures: Record<string, number> = {};
    for (const part of PARTS) {
      const sum = this.parts.get(part);
      if (sum && sum.total > 0) figures[`machine CPU busy % in ${part}`] = Math.round((sum.busy / sum.total) * 100);
    }
    return figures;
  }
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
const round = (n: number) => Math.round(n * 10) / 10;

interface KindFigures {
  latenciesMs: number[];
  errors: number;
  bytes: number;
}

async function measure(instances: Instances, database: string, label: string, targets: { orderP99: number; syncP99: number }): Promise<BenchResult> {
  const tokens = [await signIn(instances.url, 'chapter@chapterportal.test'), await signIn(instances.url, 'user@chapterportal.test')];
  const walk = await walkFirstSync(instances.url, tokens[0]!);
  const pids = instances.processes.filter((p) => p !== instances.proxy).map((p) => p.pid!).filter(Boolean);
  const before = sampleProcessesCpu(pids, database, instances.proxy?.pid);
  const machine = new MachineLoad();
  const result = await new Promise<{ kinds: Record<string, KindFigures> }>((resolve, reject) => {
    const worker = new Worker(new URL('./event-morning-load.cjs', import.meta.url), {
      workerData: {
        url: instances.url,
        tokens,
        pages: walk.pages,
        pollPath: walk.pollPath,
        pollEtag: walk.pollEtag,
        pictures: walk.pictures,
        eventId: walk.eventId,
        productIds: walk.productIds,
        tablets: TABLETS,
        seconds: SECONDS,
        picturesPerTablet: PICTURES_PER_TABLET,
        orderRate: 100,
        burstRate: 500,
        ...SCHEDULE,
      },
    });
    worker.on('message', (message: { started?: boolean; kinds?: Record<string, KindFigures> }) => {
      if (message.started) machine.start();
      else resolve(message as { kinds: Record<string, KindFigures> });
    });
    worker.once('error', reject);
  }).finally(() => machine.stop());
  const after = sampleProcessesCpu(pids, database, instances.proxy?.pid);
  const figures: Record<string, number | string> = { 'first sync KB (br)': Math.round(walk.bytes / 1024) };
  let requests = 0;
  let errors = 0;
  const p99: Record<string, number> = {};
  for (const kind of ['sync page', 'delta poll', 'order', 'picture']) {
    const k = result.kinds[kind] ?? { latenciesMs: [], errors: 0, bytes: 0 };
    const sorted = [...k.latenciesMs].sort((a, b) => a - b);
    requests += sorted.length;
    errors += k.errors;
    p99[kind] = quantile(sorted, 0.99);
    figures[`${kind} n`] = sorted.length;
    figures[`${kind} p50 ms`] = round(quantile(sorted, 0.5));
    figures[`${kind} p99 ms`] = round(p99[kind]);
  }
  // Where the order tail comes from: the bursts of 500/s while tablets download the catalogue
  // and pictures, the bursts after that, or the steady 100/s between them.
  for (const part of PARTS) {
    const kind = orderKind(part);
    const sorted = [...(result.kinds[kind]?.latenciesMs ?? [])].sort((a, b) => a - b);
    figures[`${kind} p99 ms`] = round(quantile(sorted, 0.99));
  }
  figures.errors = errors;
  if (before && after && requests > 0) {
    figures['API CPU ms/request'] = Math.round(((after.processesMs - before.processesMs) / requests) * 100) / 100;
    figures['PostgreSQL CPU ms/request'] = Math.round(((after.postgresMs - before.postgresMs) / requests) * 100) / 100;
    if (instances.proxy) figures['nginx CPU ms/request'] = Math.round(((after.proxyMs - before.proxyMs) / requests) * 100) / 100;
    figures['load generator CPU ms/request'] = Math.round(((after.selfMs - before.selfMs) / requests) * 100) / 100;
  }
  // How busy the machine's cores were (everything on it, the load generator included): where
  // this nears 100 %, requests queue for a core whatever the number of API processes.
  Object.assign(figures, machine.busyByPart());
  console.log(`  ${label}: ${JSON.stringify(figures)}`);
  const pass = errors === 0 && p99.order! < targets.orderP99 && p99['sync page']! < targets.syncP99 && walk.bytes <= FIRST_SYNC_MAX_BYTES;
  return {
    name: `event morning, ${label} (${TABLETS} tablets, ${PRODUCTS.toLocaleString('en-US')} products, orders 100/s with 500/s bursts, ${SECONDS} s)`,
    figures,
    target: `no errors, order p99 < ${targets.orderP99} ms, sync page p99 < ${targets.syncP99} ms, first sync <= 3 MB`,
    pass,
  };
}

export default async function eventMorning(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) {
    return [{ name: 'event morning', figures: { skipped: 'no PostgreSQL server at 127.0.0.1:5432' } }];
  }
  const created = await createBenchPostgres();
  const database = new URL(created.url).pathname.slice(1);
  const results: BenchResult[] = [];
  try {
    const handle = await openDatabase({ url: created.url, maxConnections: 4 });
    try {
      await handle.migrate();
      await seedDatabase(handle.db, { products: PRODUCTS, orders: 0, reset: true });
    } finally {
      await handle.close();
    }
    // Sign-in limits are per address, and every simulated tablet comes from 127.0.0.1.
    const env = { SEED_ON_EMPTY: 'false' };
    // The crowd first, on an instance of its own: its pages are built while the tablets ask.
    const fresh = await startInstances({ databaseUrl: created.url, count: 1, nginx: false, env });
    try {
      const tokens = [await signIn(fresh.url, 'chapter@chapterportal.test'), await signIn(fresh.url, 'user@chapterportal.test')];
      results.push(await tabletHerd(fresh.url, tokens, await firstSyncPaths(fresh.url, tokens[0]!, PAGE), HERD_TABLETS, 'one instance'));
    } finally {
      await fresh.stop();
    }
    if (process.env.EVENT_MORNING_ONLY === 'herd') return results;
    const one = await startInstances({ databaseUrl: created.url, count: 1, nginx: false, env });
    let oneResult: BenchResult;
    try {
      oneResult = await measure(one, database, 'one instance', { orderP99: 100, syncP99: 500 });
      results.push(oneResult);
    } finally {
      await one.stop();
    }
    if (!existsSync(NGINX)) {
      results.push({ name: 'event morning, three instances behind nginx', figures: { skipped: `nginx missing: apt-get install -y nginx` }, pass: false });
      return results;
    }
    const three = await startInstances({ databaseUrl: created.url, count: 3, env });
    try {
      const orderP99 = Number(oneResult.figures['order p99 ms']);
      const syncP99 = Number(oneResult.figures['sync page p99 ms']);
      results.push(await measure(three, database, 'three instances behind nginx', { orderP99: Math.max(orderP99, 1), syncP99: Math.max(syncP99, 1) }));
    } finally {
      await three.stop();
    }
  } finally {
    await created.drop();
  }
  return results;
}
