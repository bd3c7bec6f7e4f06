/**
 * What placing one order costs the API in CPU, on the local PostgreSQL: orders of 5 lines (two
 * vendors, a new Idempotency-Key each) sent one after another by a client process of its own
 * (order-sequence.cjs), so nothing queues and the server's CPU is the order path's alone: the
 * request, the transaction (the buyer's copy written with the order) and the answer. The server
 * runs in this process; its CPU (every thread, process.cpuUsage) is read around the run once every
 * order's copy has left the queue, and divided by the orders placed. 100 orders first warm it up.
 * ORDER_COST_COUNT (default 1,000) sets the measured orders; ORDER_COST_PROFILE=<file> writes a
 * CPU profile of the measured run (open it in Chrome's DevTools).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@portal/db';
import { benchDatabaseKinds, startBenchApi } from './bench-database';
import type { BenchResult } from './bench-types';
import { postgresDatabaseMs } from './cpu-time';
import { scene } from './orders.bench';

const COUNT = Number(process.env.ORDER_COST_COUNT ?? 1000);
const WARM_UP = 100;
const client = join(dirname(fileURLToPath(import.meta.url)), 'order-sequence.cjs');

/** Sends `count` orders one after another from a process of its own; answers the statuses' counts. */
function sendOrders(env: Record<string, string>, count: number): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client], { env: { ...process.env, ...env, ORDER_COST_COUNT: String(count) }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, number>) : reject(new Error(`the order client exited with ${code}`))));
  });
}

/** Waits until every order's copy has left the queue (with SMTP they are delivered after the answers). */
async function copiesSettled(db: Database, orders: number): Promise<void> {
  for (;;) {
    const [row] = await db
      .select({ all: sql<number>`count(*)::int`, queued: sql<number>`count(*) filter (where ${schema.mailOutbox.status} = 'queued')::int` })
      .from(schema.mailOutbox)
      .where(inArray(schema.mailOutbox.status, ['queued', 'logged', 'sent', 'failed']));
    if (row && row.all >= orders && row.queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export default async function orderCost(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) {
    return [{ name: 'API CPU per order', figures: { skipped: 'no local PostgreSQL' }, pass: false }];
  }
  const api = await startBenchApi('postgres', 'order-cost');
  const { app, database } = api;
  try {
    const { token, eventId, productIds } = await scene(app);
    const env = {
      ORDER_COST_URL: `${api.origin}/api/v1/orders`,
      ORDER_COST_TOKEN: token,
      ORDERS_BENCH_SCENE: JSON.stringify({ eventId, productIds, placedAt: new Date().toISOString() }),
    };
    await sendOrders(env, WARM_UP);
    await copiesSettled(app.db, WARM_UP);
    const profile = process.env.ORDER_COST_PROFILE;
    const session = profile ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const postgresBefore = postgresDatabaseMs(database.name!);
    const before = process.cpuUsage();
    const started = performance.now();
    const statuses = await sendOrders(env, COUNT);
    await copiesSettled(app.db, WARM_UP + COUNT);
    const used = process.cpuUsage(before);
    const seconds = (performance.now() - started) / 1000;
    const postgresMs = postgresDatabaseMs(database.name!) - postgresBefore;
    if (session && profile) {
      const { profile: taken } = await session.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
      session.disconnect();
    }
    const placed = statuses['201'] ?? 0;
    const two = (n: number) => Math.round(n * 100) / 100;
    return [
      {
        name: `POST /api/v1/orders on postgres, ${COUNT.toLocaleString('en-US')} orders of 5 lines one after another`,
        figures: {
          'API CPU ms per order': two((used.user + used.system) / 1000 / COUNT),
          'of which system ms': two(used.system / 1000 / COUNT),
          'PostgreSQL CPU ms per order': two(postgresMs / COUNT),
          'orders/s': Math.round(COUNT / seconds),
          placed,
        },
        target: 'every order placed',
        pass: placed === COUNT,
      },
    ];
  } finally {
    await api.close();
  }
}
