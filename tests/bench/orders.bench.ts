/**
 * Load on POST /api/v1/orders through a real listening server over a fresh database on the local
 * PostgreSQL: 16 connections for 10 s, each request a new order of 5 lines with its own
 * Idempotency-Key; then a replay storm that resends the bodies of the placed orders with their keys
 * for 5 s and counts orders before and after (a duplicate would be a second order for one key).
 */
import autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@portal/api';
import { schema } from '@portal/db';
import { benchDatabaseKinds, openBenchDatabase } from './bench-database';
import type { BenchResult } from './bench-types';
import { cpuPer, sampleCpu } from './cpu-time';

const DAY = 86_400_000;

/** A chapter shopper with an open event and five products of two vendors; answers the token. */
async function scene(app: FastifyInstance) {
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
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-orders-'));
  const database = await openBenchDatabase('postgres');
  const app = await buildApp({
    db: database.handle,
    logger: false,
    closeDatabase: false,
    config: { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', dataDir },
  });
  try {
    const { token, eventId, productIds } = await scene(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v1/orders`;
    const sceneJson = JSON.stringify({ eventId, productIds, placedAt: new Date().toISOString() });
    const cpuBefore = sampleCpu(database.name ?? '');
    const load = await run(url, token, 10, 16, { ORDERS_BENCH_SCENE: sceneJson });
    // Requests still running on the server when the load ended finish first.
    const created = await settledCount(app);
    const cpu = cpuPer(cpuBefore, sampleCpu(database.name ?? ''), created);
    // Requests cut off when the load ended never reached the server: replay only keys that made an order.
    const keys = (await app.db.select({ key: schema.orders.clientOrderId }).from(schema.orders)).map((r) => r.key);
    const replayFile = join(dataDir, 'replay-keys.json');
    writeFileSync(replayFile, JSON.stringify(keys));
    const storm = await run(url, token, 5, 50, { ORDERS_BENCH_SCENE: sceneJson, ORDERS_BENCH_REPLAY: replayFile });
    const after = await settledCount(app);
    const loadFailures = load.errors + load.timeouts + load.non2xx;
    const ordersPerSecond = Math.round(created / load.duration);
    return [
      {
        name: 'POST /api/v1/orders on postgres (5 lines, new key each, 16 connections, 10 s)',
        figures: { 'orders/s': ordersPerSecond, 'p50 ms': load.latency.p50, 'p99 ms': load.latency.p99, orders: created, failures: loadFailures, ...cpu },
        target: '> 500 orders/s, p99 < 50 ms, no failures',
        pass: ordersPerSecond > 500 && load.latency.p99 < 50 && loadFailures === 0,
      },
      {
        name: 'Replay storm of the same keys on postgres (50 connections, 5 s)',
        figures: {
          replays: storm.requests.total,
          'replays/s': Math.round(storm.requests.average),
          'p99 ms': storm.latency.p99,
          'orders before': created,
          'orders after': after,
          duplicates: after - created,
          'non-2xx': storm.non2xx,
        },
        target: 'zero duplicates, every replay answered 2xx',
        pass: after === created && storm.errors === 0 && storm.non2xx === 0,
      },
    ];
  } finally {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
