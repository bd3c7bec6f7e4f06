/**
 * Catalogue read paths under load, on fresh databases on the local PostgreSQL server:
 * - with 100,000 products (BENCH_CATALOGUE_PRODUCTS), the back office's product list as an admin
 *   asks for it (GET /products, page of 20, every include flag, newest first) and the same with a
 *   search term: 5 connections for 5 s each, five admins paging with no pause, the load generated
 *   in a worker thread; GET /settings (a trivial one-row endpoint) under the same load as the
 *   yardstick. Shoppers never call GET /products: their catalogue is on the device, downloaded
 *   and kept current through the sync (decision 010), measured next and in the event morning;
 * - with 20,000 products (BENCH_SYNC_PRODUCTS): a full delta sync through GET /sync/catalogue,
 *   as a chapter shopper.
 * Rows are inserted with one generate_series statement per table, so seeding costs seconds.
 */
import autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '@portal/api';
import { schema, type Database } from '@portal/db';
import { SYNC_PAGE_MAX } from '@portal/contract/rules';
import { benchDatabaseKinds, openBenchDatabase } from './bench-database';
import type { BenchResult } from './bench-types';
import { cpuPer, sampleCpu } from './cpu-time';

const CONNECTIONS = 5;
/** A back-office list past this no longer feels immediate (decision 010). */
const TARGET_P99_MS = 400;
const TARGET_SYNC_SECONDS = 2;

export async function seed(database: Database, products: number) {
  // One transaction with no statement timeout: the portal's 10 s limit is for requests, and
  // linking 100,000 products to their tags in one statement takes longer on a busy machine.
  const seeded = await database.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    await db.execute(sql`insert into vendors (name, contact_name, email, address, city, state, zip_code)
      select 'Vendor ' || i, 'Contact ' || i, 'vendor' || i || '@bench.test', '1 Main St', 'Austin', 'TX', '73301' from generate_series(1, 200) i`);
    await db.execute(sql`insert into categories (name) select 'Category ' || i from generate_series(1, 40) i`);
    await db.execute(sql`insert into tags (name) select 'Tag ' || i from generate_series(1, 60) i`);
    await db.execute(sql`insert into products (name, description, price, sku, vendor_id)
      select (array['Cedar','Maple','Oak','Birch','Pine','Walnut','Cherry','Ash'])[1 + i % 8] || ' ' ||
             (array['Notebook','Pencil','Folder','Binder','Marker','Stapler','Envelope','Ruler','Tape'])[1 + i % 9] || ' ' || i,
             'Wholesale item number ' || i || ' for chapter events and fundraisers',
             100 + (i * 37) % 20000, 'SKU-' || i, 1 + i % 200
      from generate_series(1, ${products}) i`);
    await db.execute(sql`insert into product_categories (product_id, category_id) select id, 1 + id % 40 from products`);
    await db.execute(sql`insert into product_tags (product_id, tag_id) select id, 1 + id % 60 from products union all select id, 1 + (id + 7) % 60 from products`);
    await db.execute(sql`insert into product_images (product_id, file_key, sort_order) select id, 'products/' || id || '/' || gen_random_uuid() || '.webp', 0 from products`);
    const [chapter] = await db.insert(schema.chapters).values({ name: 'Bench Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' }).returning();
    const [user] = await db
      .insert(schema.users)
      .values({ email: `bench-${randomUUID()}@bench.test`, passwordHash: 'x', firstName: 'Bench', lastName: 'Shopper', role: 'CHAPTER', chapterId: chapter!.id })
      .returning();
    const sessionId = randomUUID();
    await db.insert(schema.refreshTokens).values({ userId: user!.id, tokenHash: randomBytes(32).toString('hex'), familyId: sessionId, expiresAt: new Date(Date.now() + 86_400_000) });
    const [admin] = await db
      .insert(schema.users)
      .values({ email: `bench-admin-${randomUUID()}@bench.test`, passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', role: 'ADMIN' })
      .returning();
    const adminSessionId = randomUUID();
    await db.insert(schema.refreshTokens).values({ userId: admin!.id, tokenHash: randomBytes(32).toString('hex'), familyId: adminSessionId, expiresAt: new Date(Date.now() + 86_400_000) });
    return { userId: user!.id, sessionId, adminId: admin!.id, adminSessionId };
  });
  await database.execute(sql`analyze`);
  return seeded;
}

async function fullSync(base: string, headers: Record<string, string>) {
  let cursor = 0;
  let products = 0;
  let pages = 0;
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${base}/api/v1/sync/catalogue?cursor=${cursor}&limit=${SYNC_PAGE_MAX}`, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    if (!res.ok) throw new Error(`sync answered ${res.status}`);
    const { data } = (await res.json()) as { data: { cursor: number; hasMore: boolean; changes: { products: unknown[] } } };
    products += data.changes.products.length;
    pages++;
    cursor = data.cursor;
    if (!data.hasMore) break;
  }
  return { seconds: (performance.now() - started) / 1000, products, pages };
}

interface Served {
  base: string;
  /** A chapter shopper's. */
  headers: Record<string, string>;
  adminHeaders: Record<string, string>;
  databaseName: string;
  close(): Promise<void>;
}

/** A listening portal over a fresh PostgreSQL database seeded with `count` products. */
async function serve(count: number): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-catalogue-'));
  const database = await openBenchDatabase('postgres');
  const app = await buildApp({ db: database.handle, logger: false, closeDatabase: false, config: { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', dataDir } });
  try {
    const { userId, sessionId, adminId, adminSessionId } = await seed(database.handle.db, count);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      headers: { authorization: `Bearer ${app.jwt.sign({ sub: String(userId), role: 'CHAPTER', sid: sessionId })}` },
      adminHeaders: { authorization: `Bearer ${app.jwt.sign({ sub: String(adminId), role: 'ADMIN', sid: adminSessionId })}` },
      databaseName: database.name ?? '',
      async close() {
        await app.close();
        await database.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    await database.dispose();
    throw error;
  }
}

async function load(served: Served, path: string) {
  const before = sampleCpu(served.databaseName);
  const result = await autocannon({ url: `${served.base}${path}`, connections: CONNECTIONS, duration: 5, workers: 1, headers: served.adminHeaders });
  return { result, cpu: cpuPer(before, sampleCpu(served.databaseName), result.requests.total) };
}

export default async function catalogueBench(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) return [{ name: 'catalogue (needs the local PostgreSQL server)', figures: { skipped: 'no server' } }];
  const count = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 100_000);
  const syncCount = Number(process.env.BENCH_SYNC_PRODUCTS ?? 20_000);
  const results: BenchResult[] = [];
  const big = await serve(count);
  try {
    const includes = 'includeImages=true&includeCategories=true&includeTags=true&includeVendor=true';
    const trivial = await load(big, '/api/v1/settings');
    results.push({
      name: `GET /settings (one row, the yardstick), ${CONNECTIONS} connections, 5 s`,
      figures: { 'requests/s': Math.round(trivial.result.requests.average), 'p50 ms': trivial.result.latency.p50, 'p99 ms': trivial.result.latency.p99, ...trivial.cpu },
    });
    const newestFirst = 'sortBy=createdAt&sortOrder=desc';
    for (const [label, query] of [
      ["the back office's first page (20, all includes, newest first)", `page=1&limit=20&${newestFirst}&${includes}`],
      ['a search in the back office (page of 20, all includes, newest first)', `page=1&limit=20&search=maple&${newestFirst}&${includes}`],
    ] as const) {
      const { result, cpu } = await load(big, `/api/v1/products?${query}`);
      const failures = result.errors + result.timeouts + result.non2xx;
      results.push({
        name: `GET /products as an admin, ${label} (${count.toLocaleString('en-US')} products, ${CONNECTIONS} connections, 5 s)`,
        figures: { 'requests/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, failures, ...cpu },
        target: `p99 < ${TARGET_P99_MS} ms, no failures`,
        pass: result.latency.p99 < TARGET_P99_MS && failures === 0,
      });
    }
  } finally {
    await big.close();
  }
  const small = await serve(syncCount);
  try {
    const sync = await fullSync(small.base, small.headers);
    results.push({
      name: `full catalogue sync of ${syncCount.toLocaleString('en-US')} products (PostgreSQL, pages of ${SYNC_PAGE_MAX})`,
      figures: { seconds: Number(sync.seconds.toFixed(2)), pages: sync.pages, products: sync.products },
      target: `< ${TARGET_SYNC_SECONDS} s, every product`,
      pass: sync.seconds < TARGET_SYNC_SECONDS && sync.products === syncCount,
    });
  } finally {
    await small.close();
  }
  return results;
}
