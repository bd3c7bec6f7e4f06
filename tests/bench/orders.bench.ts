/**
 * Load on POST /api/v1/orders through a real listening server over a fresh database on the local
 * PostgreSQL, each request a new order of 5 lines with its own Idempotency-Key:
 * - capacity: 16 connections sending as fast as answered for 10 s (orders/s the server sustains);
 * - latency at the target rate: 500 orders/s offered at an even pace for 10 s over up to 50
 *   connections (paced-load.cjs), each latency counted from when its request was due;
 * then a replay storm that resends the bodies of the placed orders with their keys for 5 s and
 * counts orders before and after (a duplicate would be a second order for one key).
 * BENCH_DUMP=<file> writes the paced run's latencies (ms, in the order the requests were due).
 */
import autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { schema } from '@portal/db';
import { benchDatabaseKinds, startBenchApi } from './bench-database';
import type { BenchResult } from './bench-types';
import { cpuPer, sampleCpu } from './cpu-time';

const DAY = 86_400_000;
const TARGET_ORDERS_PER_SECOND = 500;
const TARGET_P99_MS = 50;

/** A chapter shopper with an open event and five products of two vendors; answers the token. */
export async function scene(app: FastifyInstance) {
  const [chapter] = await app.db.insert(schema.chapters).values({ name: 'Bench Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' }).returning();
  const [user] = await app.db
    .insert(schema.users)
    .values({ email: 'bench@test.test', passwordHash: 'x', firstName: 'Bench', lastName: 'Shopper', role: 'CHAPTER', chapterId: chapter!.id })
    .returning();
  const familyId = randomUUID();
  await app.db.insert(schema.refreshTokens).values({ userId: user!.id, tokenHash: randomBytes(32).toString('hex'), familyId, expiresAt: new Date(Date.now() + DAY) });
  const [event] = await app.db
    .insert(schema.events)
    .values({ name: 'Bench Event', startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY), chapterId: chapter!.id })
    .returning();
  const vendorIds: number[] = [];
  for (const n of [1, 2]) {
    const [v] = await app.db
      .insert(schema.vendors)
      .values({ name: `Bench Vendor ${n}`, contactName: 'V', email: `v${n}@bench.test`, address: 'a', city: 'c', state: 'TX', zipCode: '75001' })
      .returning();
    vendorIds.push(v!.id);
  }
  const productIds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [p] = await app.db.insert(schema.products).values({ name: `Bench Product ${i}`, price: 199 + i * 100, vendorId: vendorIds[i % 2]!, sku: `BENCH-${i}` }).returning();
    productIds.push(p!.id);
  }
  const token = app.jwt.sign({ sub: String(user!.id), role: 'CHAPTER', sid: familyId });
  return { token, eventId: event!.id, productIds };
}

async function settledCount(app: FastifyInstance): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await app.db.$count(schema.orders);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const requestModule = join(dirname(fileURLToPath(import.meta.url)), 'order-request.cjs');
const pacedModule = join(dirname(fileURLToPath(import.meta.url)), 'paced-load.cjs');

interface PacedResult {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  latenciesMs: Float64Array;
  seconds: number;
}

/** Open-loop load at `rate` requests/s (paced-load.cjs) in a worker thread. */
async function paced(url: string, token: string, rate: number, seconds: number, connections: number, env: Record<string, string>) {
  const worker = new Worker(pacedModule, {
    env: { ...process.env, ...env },
    workerData: { url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, rate, seconds, connections, setupRequest: requestModule },
  });
  const result = await new Promise<PacedResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(Array.from(result.latenciesMs)));
  const sorted = Float64Array.from(result.latenciesMs).sort();
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { ...result, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

/** Load from one autocannon worker thread; the request bodies come from order-request.cjs. */
async function run(url: string, token: string, duration: number, connections: number, env: Record<string, string>) {
  Object.assign(process.env, env);
  try {
    return await autocannon({
      url,
      method: 'POST',
      connections,
      duration,
      workers: 1,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [{ setupRequest: requestModule }],
    });
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}

export default async function ordersBench(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) {
    return [{ name: 'POST /api/v1/orders', figures: { skipped: 'no local PostgreSQL' }, pass: false }];
  }
  const api = await startBenchApi('postgres', 'orders');
  const { app, database } = api;
  try {
    const { token, eventId, productIds } = await scene(app);
    const url = `${api.origin}/api/v1/orders`;
    const sceneJson = JSON.stringify({ eventId, productIds, placedAt: new Date().toISOString() });
    const cpuBefore = sampleCpu(database.name ?? '');
    const load = await run(url, token, 10, 16, { ORDERS_BENCH_SCENE: sceneJson });
    // Requests still running on the server when the load ended finish first.
    const created = await settledCount(app);
    const cpu = cpuPer(cpuBefore, sampleCpu(database.name ?? ''), created);
    const atRate = await paced(url, token, TARGET_ORDERS_PER_SECOND, 10, 50, { ORDERS_BENCH_SCENE: sceneJson });
    const createdAtRate = (await settledCount(app)) - created;
    const total = created + createdAtRate;
    // Requests cut off when the load ended never reached the server: replay only keys that made an order.
    const keys = (await app.db.select({ key: schema.orders.clientOrderId }).from(schema.orders)).map((r) => r.key);
    const replayFile = join(api.dataDir, 'replay-keys.json');
    writeFileSync(replayFile, JSON.stringify(keys));
    const storm = await run(url, token, 5, 50, { ORDERS_BENCH_SCENE: sceneJson, ORDERS_BENCH_REPLAY: replayFile });
    const after = await settledCount(app);
    const loadFailures = load.errors + load.timeouts + load.non2xx;
    const rateFailures = atRate.errors + atRate.non2xx;
    const ordersPerSecond = Math.round(created / load.duration);
    const achievedRate = Math.round(createdAtRate / atRate.seconds);
    return [
      {
        name: 'POST /api/v1/orders on postgres, capacity (5 lines, new key each, 16 connections, 10 s)',
        figures: { 'orders/s': ordersPerSecond, 'p50 ms': load.latency.p50, 'p99 ms': load.latency.p99, orders: created, failures: loadFailures, ...cpu },
        target: `>= ${TARGET_ORDERS_PER_SECOND} orders/s, no failures`,
        pass: ordersPerSecond >= TARGET_ORDERS_PER_SECOND && loadFailures === 0,
      },
      {
        name: `POST /api/v1/orders on postgres at ${TARGET_ORDERS_PER_SECOND} orders/s offered (50 connections, 10 s)`,
        figures: { 'orders/s': achievedRate, 'p50 ms': atRate.p50, 'p90 ms': atRate.p90, 'p99 ms': atRate.p99, 'max ms': atRate.max, orders: createdAtRate, failures: rateFailures },
        target: `sustains ${TARGET_ORDERS_PER_SECOND} orders/s (within 2%) at p99 < ${TARGET_P99_MS} ms, no failures`,
        pass: achievedRate >= TARGET_ORDERS_PER_SECOND * 0.98 && atRate.p99 < TARGET_P99_MS && rateFailures === 0,
      },
      {
        name: 'Replay storm of the same keys on postgres (50 connections, 5 s)',
        figures: {
          replays: storm.requests.total,
          'replays/s': Math.round(storm.requests.average),
          'p99 ms': storm.latency.p99,
          'orders before': total,
          'orders after': after,
          duplicates: after - total,
          'non-2xx': storm.non2xx,
        },
        target: 'zero duplicates, every replay answered 2xx',
        pass: after === total && storm.errors === 0 && storm.non2xx === 0,
      },
    ];
  } finally {
    await api.close();
  }
}
