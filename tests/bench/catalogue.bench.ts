/**
 * Catalogue read paths under load, on a fresh database on the local PostgreSQL server:
 * - GET /products, a page of 20 with every include flag and a search term, 50 connections, 5 s;
 * - a full delta sync of every product through GET /sync/catalogue, page after page.
 * Products (20,000 unless BENCH_CATALOGUE_PRODUCTS says otherwise) are inserted with one
 * generate_series statement per table, so seeding costs seconds, not the measurement.
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

const TARGET_P99_MS = 25;
const TARGET_SYNC_SECONDS = 2;

export async function seed(db: Database, products: number) {
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
  const [user] = await db
    .insert(schema.users)
    .values({ email: `bench-${randomUUID()}@bench.test`, passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', role: 'SUPER_ADMIN' })
    .returning();
  const sessionId = randomUUID();
  await db.insert(schema.refreshTokens).values({ userId: user!.id, tokenHash: randomBytes(32).toString('hex'), familyId: sessionId, expiresAt: new Date(Date.now() + 86_400_000) });
  await db.execute(sql`analyze`);
  return { userId: user!.id, sessionId };
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

export default async function catalogueBench(): Promise<BenchResult[]> {
  if (!(await benchDatabaseKinds()).includes('postgres')) return [{ name: 'catalogue (needs the local PostgreSQL server)', figures: { skipped: 'no server' } }];
  const count = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 20_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-catalogue-'));
  const database = await openBenchDatabase('postgres');
  const app = await buildApp({ db: database.handle, logger: false, closeDatabase: false, config: { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', dataDir } });
  try {
    const { userId, sessionId } = await seed(database.handle.db, count);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${app.jwt.sign({ sub: String(userId), role: 'SUPER_ADMIN', sid: sessionId })}` };
    const query = 'page=2&limit=20&search=maple&sortBy=name&sortOrder=asc&includeImages=true&includeCategories=true&includeTags=true&includeVendor=true';
    const list = await autocannon({ url: `${base}/api/v1/products?${query}`, connections: 50, duration: 5, headers });
    const failures = list.errors + list.timeouts + list.non2xx;
    const sync = await fullSync(base, headers);
    return [
      {
        name: `GET /products, page of 20, all includes, search (${count.toLocaleString('en-US')} products, PostgreSQL, 50 connections, 5 s)`,
        figures: { 'requests/s': Math.round(list.requests.average), 'p50 ms': list.latency.p50, 'p99 ms': list.latency.p99, failures },
        target: `p99 < ${TARGET_P99_MS} ms, no failures`,
        pass: list.latency.p99 < TARGET_P99_MS && failures === 0,
      },
      {
        name: `full catalogue sync of ${count.toLocaleString('en-US')} products (PostgreSQL, pages of ${SYNC_PAGE_MAX})`,
        figures: { seconds: Number(sync.seconds.toFixed(2)), pages: sync.pages, products: sync.products },
        target: `< ${TARGET_SYNC_SECONDS} s, every product`,
        pass: sync.seconds < TARGET_SYNC_SECONDS && sync.products === count,
      },
    ];
  } finally {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
