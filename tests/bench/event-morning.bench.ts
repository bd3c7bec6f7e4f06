/**
 * The event morning, on a PostgreSQL server of the benchmark's own (decision 042).
 *
 * 1. Every tablet starts its first sync in the same second (tablet-herd.ts), on an instance of its
 *    own: how long until all have the catalogue, and how many answers were shed.
 * 2. What one request of each kind costs in CPU milliseconds, for the API process and for
 *    PostgreSQL: sync page, delta poll, order, picture, each run alone at a steady pace on one
 *    instance, idle CPU taken off. From these, a capacity table (capacity-model.ts): API instances
 *    and PostgreSQL cores for 300, 1,000 and 3,000 tablets at the event-morning mix, orders at
 *    100/s with bursts of 500/s, printed with its assumptions.
 * 3. The mix itself on that instance: tablets (open-loop, evenly paced over the first minute) each
 *    download the whole catalogue through /sync/catalogue pages, fetch pictures as "Download for
 *    offline" does and poll the delta every 30 s, while orders arrive at 100/s with bursts of
 *    500/s. Reports p50/p99 per kind of request (and the order p99 in the bursts while tablets
 *    sync, in the bursts after, and between bursts: the target is on the steady 100/s between
 *    them), errors, the first sync's compressed size, and the API's and PostgreSQL's CPU per
 *    request. EVENT_MORNING_THREE=1 then runs it on three instances behind nginx for comparison.
 *
 * EVENT_MORNING_SECONDS (default 90) shortens or lengthens the mixed run, EVENT_MORNING_PHASE_SECONDS
 * (default 20) each kind's phase; EVENT_MORNING_TABLETS, EVENT_MORNING_PRODUCTS and
 * EVENT_MORNING_PICTURES (per tablet, default 60) scale it. EVENT_MORNING_ONLY=herd or =capacity
 * runs that part alone.
 */
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync } from 'node:zlib';
import type { SyncPage } from '@portal/contract/sync';
import { openDatabase } from '@portal/db';
import { DEMO_PASSWORD, seedDatabase } from '@portal/db/seed';
import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX, startInstances, type Instances } from '../fixtures/instances';
import { ownPostgresUnavailable, startOwnPostgres } from '../fixtures/own-postgres';
import { benchDatabaseKinds, createBenchPostgres } from './bench-database';
import { firstSyncPaths, tabletHerd } from './tablet-herd';
import type { BenchResult } from './bench-types';
import { capacity, EVENT_MORNING_MIX, KINDS, mixInWords, type Costs, type Kind, type Mix } from './capacity-model';
import { machineTicks, postgresDatabaseMs, postgresServerMs, sampleProcessesCpu } from './cpu-time';

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
/** How long each kind of request runs alone to measure its CPU cost (EVENT_MORNING_PHASE_SECONDS). */
const PHASE_SECONDS = Number(process.env.EVENT_MORNING_PHASE_SECONDS ?? 20);
/** Each kind's pace when measured alone: well under what one instance serves, so the costs are not those of a queue. */
const PHASE_RATES: Record<Kind, number> = { 'sync page': 5, 'delta poll': 100, order: 50, picture: 100 };
/** The room sizes the capacity table is drawn for. */
const ROOMS = [300, 1000, 3000];

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

type Walk = Awaited<ReturnType<typeof walkFirstSync>>;

async function measure(instances: Instances, postgresMs: () => number, label: string, targets: { orderP99: number; syncP99: number }): Promise<BenchResult> {
  const tokens = [await signIn(instances.url, 'chapter@chapterportal.test'), await signIn(instances.url, 'user@chapterportal.test')];
  const walk = await walkFirstSync(instances.url, tokens[0]!);
  const pids = instances.processes.filter((p) => p !== instances.proxy).map((p) => p.pid!).filter(Boolean);
  const before = sampleProcessesCpu(pids, postgresMs, instances.proxy?.pid);
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
  const after = sampleProcessesCpu(pids, postgresMs, instances.proxy?.pid);
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
  // The order target is the steady 100/s (between bursts); the bursts' figures are reported beside it.
  const steadyOrderP99 = Number(figures['order between bursts p99 ms']);
  const pass = errors === 0 && steadyOrderP99 < targets.orderP99 && p99['sync page']! < targets.syncP99 && walk.bytes <= FIRST_SYNC_MAX_BYTES;
  return {
    name: `event morning, ${label} (${TABLETS} tablets, ${PRODUCTS.toLocaleString('en-US')} products, orders 100/s with 500/s bursts, ${SECONDS} s)`,
    figures,
    target: `no errors, order p99 between bursts (the steady 100/s) < ${targets.orderP99} ms, sync page p99 < ${targets.syncP99} ms, first sync <= 3 MB; bursts reported, no target`,
    pass,
  };
}

function runAlone(workerData: Record<string, unknown>): Promise<{ answered: number; errors: number; latenciesMs: number[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./kind-load.cjs', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * What one request of each kind costs the API process and PostgreSQL, each kind run alone at a
 * steady pace on one instance: the CPU both spent over the phase, less what they spend idle over
 * as long (the outbox, timers, PostgreSQL's own housekeeping), divided by the requests answered.
 */
async function costsAlone(instance: Instances, postgresMs: () => number): Promise<{ costs: Costs; walk: Walk; result: BenchResult }> {
  const tokens = [await signIn(instance.url, 'chapter@chapterportal.test'), await signIn(instance.url, 'user@chapterportal.test')];
  const walk = await walkFirstSync(instance.url, tokens[0]!);
  const pid = instance.processes[0]!.pid!;
  const sample = () => {
    const cpu = sampleProcessesCpu([pid], postgresMs);
    if (!cpu) throw new Error('CPU time cannot be read here (/proc is missing)');
    return { api: cpu.processesMs, postgres: cpu.postgresMs, at: performance.now() };
  };
  // The idle cost: a measuring window, not a wait for a condition.
  const idleFrom = sample();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleTo = sample();
  const idleSeconds = (idleTo.at - idleFrom.at) / 1000;
  const idle = { api: (idleTo.api - idleFrom.api) / idleSeconds, postgres: (idleTo.postgres - idleFrom.postgres) / idleSeconds };
  const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
  const requests: Record<Kind, Array<{ method: string; path: string; headers: Record<string, string> }>> = {
    'sync page': walk.pages.flatMap((path) => tokens.map((_, i) => ({ method: 'GET', path, headers: auth(i) }))),
    'delta poll': tokens.map((_, i) => ({ method: 'GET', path: walk.pollPath, headers: { ...auth(i), 'if-none-match': walk.pollEtag } })),
    order: [],
    picture: walk.pictures.map((path) => ({ method: 'GET', path, headers: {} })),
  };
  const costs = {} as Costs;
  const figures: Record<string, number | string> = {
    'idle API CPU ms/s': round(idle.api),
    'idle PostgreSQL CPU ms/s': round(idle.postgres),
  };
  let errors = 0;
  for (const kind of KINDS) {
    const before = sample();
    const run = await runAlone({
      url: instance.url,
      rate: PHASE_RATES[kind],
      seconds: PHASE_SECONDS,
      requests: requests[kind],
      ...(kind === 'order' ? { order: { tokens, eventId: walk.eventId, productIds: walk.productIds } } : {}),
    });
    const after = sample();
    const seconds = (after.at - before.at) / 1000;
    const per = (spent: number, idlePerSecond: number) => Math.max(0, spent - idlePerSecond * seconds) / run.answered;
    costs[kind] = { apiMs: per(after.api - before.api, idle.api), postgresMs: per(after.postgres - before.postgres, idle.postgres) };
    const sorted = [...run.latenciesMs].sort((a, b) => a - b);
    errors += run.errors;
    figures[`${kind} API CPU ms`] = Math.round(costs[kind].apiMs * 100) / 100;
    figures[`${kind} PostgreSQL CPU ms`] = Math.round(costs[kind].postgresMs * 100) / 100;
    figures[`${kind} alone at ${PHASE_RATES[kind]}/s p99 ms`] = round(quantile(sorted, 0.99));
  }
  figures.errors = errors;
  console.log(`  CPU per request, each kind alone: ${JSON.stringify(figures)}`);
  return {
    costs,
    walk,
    result: {
      name: `event morning, CPU per request of each kind alone, one instance (${PHASE_SECONDS} s each; idle CPU taken off)`,
      figures,
      target: 'no errors (the costs feed the capacity table)',
      pass: errors === 0,
    },
  };
}

/** The capacity table: one row for the assumptions, one per room size. */
function capacityTable(costs: Costs, walk: Walk): BenchResult[] {
  const mix: Mix = { ...EVENT_MORNING_MIX, pagesPerTablet: walk.pages.length };
  console.log(`  capacity model: ${mixInWords(mix)}`);
  const rows: BenchResult[] = [{ name: 'capacity model, the event-morning mix per tablet', figures: { assumptions: mixInWords(mix) } }];
  const two = (n: number) => Math.round(n * 100) / 100;
  for (const tablets of ROOMS) {
    const c = capacity(tablets, mix, costs);
    rows.push({
      name: `capacity, ${tablets.toLocaleString('en-US')} tablets while they sync, orders ${mix.orderRate}/s with ${mix.burstRate}/s bursts`,
      figures: {
        'requests/s steady': Math.round(c.requestsPerSecond),
        'API cores busy steady': two(c.apiCoresSteady),
        'PostgreSQL cores busy steady': two(c.postgresCoresSteady),
        'API cores busy in a burst': two(c.apiCoresBurst),
        'PostgreSQL cores busy in a burst': two(c.postgresCoresBurst),
        'API instances (a core each)': c.apiInstances,
        'PostgreSQL cores': c.postgresCores,
        'cores needed': c.cores,
      },
      target: `steady <= ${Math.round(mix.steadyBusy * 100)} % of the cores, a burst <= 100 %`,
    });
  }
  return rows;
}

/** PostgreSQL for the run: a server of the benchmark's own when initdb is here (its whole CPU is ours), else a database on the shared one. */
async function benchPostgres(): Promise<{ url: string; postgresMs: () => number; drop(): Promise<void> } | null> {
  if (ownPostgresUnavailable() === null) {
    // Commits flushed to disk, as on a deployed server: an order's answer waits for it.
    const own = await startOwnPostgres({ durable: true });
    const postmaster = Number(readFileSync(join(own.dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    return { url: own.url, postgresMs: () => postgresServerMs(postmaster), drop: () => own.destroy() };
  }
  if (!(await benchDatabaseKinds()).includes('postgres')) return null;
  const created = await createBenchPostgres();
  const database = new URL(created.url).pathname.slice(1);
  return { url: created.url, postgresMs: () => postgresDatabaseMs(database), drop: () => created.drop() };
}

export default async function eventMorning(): Promise<BenchResult[]> {
  const created = await benchPostgres();
  if (!created) {
    return [{ name: 'event morning', figures: { skipped: 'no PostgreSQL binaries (POSTGRES_BIN) and no server at 127.0.0.1:5432' } }];
  }
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
    if (process.env.EVENT_MORNING_ONLY !== 'capacity') {
      // The crowd first, on an instance of its own: its pages are built while the tablets ask.
      const fresh = await startInstances({ databaseUrl: created.url, count: 1, nginx: false, env });
      try {
        const tokens = [await signIn(fresh.url, 'chapter@chapterportal.test'), await signIn(fresh.url, 'user@chapterportal.test')];
        results.push(await tabletHerd(fresh.url, tokens, await firstSyncPaths(fresh.url, tokens[0]!, PAGE), HERD_TABLETS, 'one instance'));
      } finally {
        await fresh.stop();
      }
      if (process.env.EVENT_MORNING_ONLY === 'herd') return results;
    }
    const one = await startInstances({ databaseUrl: created.url, count: 1, nginx: false, env });
    let oneResult: BenchResult | undefined;
    try {
      const alone = await costsAlone(one, created.postgresMs);
      results.push(alone.result, ...capacityTable(alone.costs, alone.walk));
      if (process.env.EVENT_MORNING_ONLY === 'capacity') return results;
      oneResult = await measure(one, created.postgresMs, 'one instance', { orderP99: 100, syncP99: 500 });
      results.push(oneResult);
    } finally {
      await one.stop();
    }
    // Three instances on this 2-core machine share its cores with PostgreSQL and the load: the
    // capacity table above sizes a deployment instead. EVENT_MORNING_THREE=1 still compares them.
    if (process.env.EVENT_MORNING_THREE !== '1') return results;
    if (!existsSync(NGINX)) {
      results.push({ name: 'event morning, three instances behind nginx', figures: { skipped: `nginx missing: apt-get install -y nginx` }, pass: false });
      return results;
    }
    const three = await startInstances({ databaseUrl: created.url, count: 3, env });
    try {
      const orderP99 = Number(oneResult.figures['order between bursts p99 ms']);
      const syncP99 = Number(oneResult.figures['sync page p99 ms']);
      results.push(await measure(three, created.postgresMs, 'three instances behind nginx', { orderP99: Math.max(orderP99, 1), syncP99: Math.max(syncP99, 1) }));
    } finally {
      await three.stop();
    }
  } finally {
    await created.drop();
  }
  return results;
}
