import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '@portal/contract/money';
import { DEFAULT_FEE_RATES_BPS, DEFAULT_TAX_RATE_BPS, ORDER_STATUSES, PAYMENT_STATUSES } from '@portal/contract/rules';
import { resultRows, schema } from '@portal/db';
import { isDatabaseEmpty, seedDatabase } from '@portal/db/seed';
import { createTestDatabase, databaseKinds, processDatabase, type TestDatabase } from '../fixtures/db';

const PRICING = { taxRateBps: DEFAULT_TAX_RATE_BPS, feeRatesBps: DEFAULT_FEE_RATES_BPS };

describe.each(databaseKinds('both'))('demo seed on %s', (kind) => {
  let database: TestDatabase;
  let summary: Record<string, number>;
  const now = new Date();

  const rows = async <T>(query: ReturnType<typeof sql>) => resultRows<T>(await database.db.execute(query));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDatabase(database.db, { products: 200, now });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('reports what it wrote and leaves a database that is no longer empty', async () => {
    expect(summary.products).toBe(200);
    expect(summary.orders).toBe(500);
    expect(summary.vendors).toBeGreaterThanOrEqual(30);
    expect(summary.chapters).toBeGreaterThanOrEqual(50);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const [settings] = await database.db.select().from(schema.settings);
    expect(settings).toMatchObject({ id: 1, taxRateBps: 800, feeAchBps: 200, feeDebitCardBps: 400, feeCreditCardBps: 300, freeShippingThresholdCents: 5000, portalName: 'Chapter Portal', defaultPageSize: 10 });
  });

  it('creates the four demo accounts with their roles, chapter and the password Demo1234', async () => {
    const [austin] = await database.db.select().from(schema.chapters).where(eq(schema.chapters.name, 'Austin Chapter'));
    expect(austin).toMatchObject({ state: 'TX', isActive: true });
    const expected = [
      ['super@chapterportal.test', 'SUPER_ADMIN', null],
      ['admin@chapterportal.test', 'ADMIN', null],
      ['chapter@chapterportal.test', 'CHAPTER', austin!.id],
      ['user@chapterportal.test', 'USER', austin!.id],
    ] as const;
    for (const [email, role, chapterId] of expected) {
      const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
      expect(user, email).toMatchObject({ role, chapterId, isActive: true });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(user!.passwordHash, 'Demo1234')).toBe(true);
      expect(await verify(user!.passwordHash, 'demo1234')).toBe(false);
    }
    const byRole = await rows<{ role: string; n: number }>(sql`select role, count(*)::int as n from users group by role`);
    expect(byRole.map((r) => r.role).sort()).toEqual(['ADMIN', 'CHAPTER', 'SUPER_ADMIN', 'USER']);
    const [inactive] = await rows<{ n: number }>(sql`select count(*)::int as n from users where not is_active`);
    expect(inactive!.n).toBeGreaterThan(0);
  });

  it('gives every product an active vendor, a price in cents, 1-3 categories and unique SKUs', async () => {
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from products p join vendors v on v.id = p.vendor_id where not v.is_active`);
    expect(orphans!.n).toBe(0);
    const [cats] = await rows<{ lo: number; hi: number }>(
      sql`select min(n)::int as lo, max(n)::int as hi from (select p.id, count(pc.category_id) as n from products p left join product_categories pc on pc.product_id = p.id group by p.id) x`,
    );
    expect(cats).toEqual({ lo: 1, hi: 3 });
    const [skus] = await rows<{ withSku: number; distinctSku: number; withoutSku: number; minPrice: number; inactive: number }>(
      sql`select count(sku)::int as "withSku", count(distinct sku)::int as "distinctSku", count(*) filter (where sku is null)::int as "withoutSku", min(price)::int as "minPrice", count(*) filter (where not is_active)::int as inactive from products`,
    );
    expect(skus!.withSku).toBe(skus!.distinctSku);
    expect(skus!.withoutSku).toBeGreaterThan(0);
    expect(skus!.minPrice).toBeGreaterThan(0);
    expect(skus!.inactive).toBeGreaterThan(0);
    const [vendors] = await rows<{ inactive: number; emails: number; total: number }>(
      sql`select count(*) filter (where not is_active)::int as inactive, count(distinct email)::int as emails, count(*)::int as total from vendors`,
    );
    expect(vendors!.inactive).toBeGreaterThan(0);
    expect(vendors!.emails).toBe(vendors!.total);
  });

  it('sells some products in case packs of 6, 12 and 24 and gives a few vendors a minimum, and orders whole packs', async () => {
    const packs = await rows<{ pack: number; n: number }>(sql`select pack_size as pack, count(*)::int as n from products group by pack_size order by pack_size`);
    expect(packs.map((p) => p.pack)).toEqual([1, 6, 12, 24]);
    for (const p of packs) expect(p.n, `pack of ${p.pack}`).toBeGreaterThan(0);
    const minimums = await rows<{ cents: number; products: number }>(
      sql`select v.min_order_cents as cents, (select count(*)::int from products p where p.vendor_id = v.id and p.is_active) as products from vendors v where v.min_order_cents > 0 and v.is_active`,
    );
    expect(minimums.length).toBeGreaterThanOrEqual(2);
    for (const m of minimums) expect(m.products, `products of a vendor with a ${m.cents} minimum`).toBeGreaterThan(0);
    // The first products of the name-sorted list can be ordered in one tap: their vendors have no minimum.
    const first = await rows<{ cents: number }>(sql`select v.min_order_cents as cents from products p join vendors v on v.id = p.vendor_id where p.is_active order by p.name limit 20`);
    expect(first.every((f) => f.cents === 0)).toBe(true);
    const [offPack] = await rows<{ n: number }>(sql`select count(*)::int as n from order_items oi join products p on p.id = oi.product_id where oi.quantity % p.pack_size <> 0`);
    expect(offPack!.n).toBe(0);
  });

  it('prices every order with computeTotals: lines, subtotal, tax, fee, total, vendor splits and payment fees agree', async () => {
    const orders = await database.db.query.orders.findMany({ with: { items: true, vendorOrders: true, payments: true } });
    expect(orders).toHaveLength(500);
    for (const order of orders) {
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(5);
      for (const item of order.items) expect(item.totalPrice).toBe(item.unitPrice * item.quantity);
      const itemsSum = order.items.reduce((s, i) => s + i.totalPrice, 0);
      expect(order.subtotal).toBe(itemsSum);
      expect(order.total).toBe(itemsSum + order.tax + order.processingFee);
      expect({ subtotal: order.subtotal, tax: order.tax, processingFee: order.processingFee, total: order.total }).toEqual(
        computeTotals(order.items, order.paymentMethod, PRICING),
      );
      expect(order.vendorOrders.reduce((s, v) => s + v.subtotal, 0)).toBe(order.subtotal);
      expect(order.payments).toHaveLength(order.vendorOrders.length);
      expect(order.payments.reduce((s, p) => s + p.fee, 0)).toBe(order.processingFee);
      expect(order.orderNumber).toMatch(/^ORD-\d{6}$/);
      expect(order.clientOrderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(order.placedAt.getTime()).toBeGreaterThan(now.getTime() - 121 * 86_400_000);
      expect(order.receivedAt.getTime()).toBeGreaterThanOrEqual(order.placedAt.getTime());
    }
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const payments = orders.flatMap((o) => o.payments);
    expect(new Set(payments.map((p) => p.status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(payments.some((p) => p.retryCount > 0)).toBe(true);
    expect(payments.some((p) => p.isScheduled)).toBe(true);
    expect(new Set(orders.map((o) => o.paymentMethod))).toEqual(new Set(['ACH', 'DEBIT_CARD', 'CREDIT_CARD', null]));
  });

  it('leaves the product re-versioning triggers on, so later picture or category changes reach syncing devices', async () => {
    const [product] = await database.db.select().from(schema.products).orderBy(asc(schema.products.id)).limit(1);
    const [category] = await database.db.insert(schema.categories).values({ name: 'Seed Test Category' }).returning();
    await database.db.insert(schema.productCategories).values({ productId: product!.id, categoryId: category!.id });
    const [after] = await database.db.select().from(schema.products).where(eq(schema.products.id, product!.id));
    expect(after!.syncVersion).toBeGreaterThan(category!.syncVersion);
    await database.db.delete(schema.categories).where(eq(schema.categories.id, category!.id));
  });

  it('starts the order number sequence after the seeded orders', async () => {
    const [next] = await rows<{ n: number }>(sql`select nextval('order_number_seq')::int as n`);
    const [max] = await rows<{ n: number }>(sql`select max(substring(order_number from 5)::int)::int as n from orders`);
    expect(next!.n).toBeGreaterThan(max!.n);
  });

  it('gives the demo chapter an active current event, an active upcoming event and some notifications', async () => {
    const events = await rows<{ current: number; upcoming: number }>(sql`
      select count(*) filter (where e.start_date <= now() and e.end_date >= now())::int as current,
             count(*) filter (where e.start_date > now())::int as upcoming
      from events e join chapters c on c.id = e.chapter_id
      where c.name = 'Austin Chapter' and e.is_active`);
    expect(events[0]!.current).toBeGreaterThanOrEqual(1);
    expect(events[0]!.upcoming).toBeGreaterThanOrEqual(1);
    const [inactive] = await rows<{ events: number; tags: number }>(
      sql`select (select count(*) from events where not is_active)::int as events, (select count(*) from tags where not is_active)::int as tags`,
    );
    expect(inactive).toEqual({ events: expect.any(Number), tags: 3 });
    expect(inactive!.events).toBeGreaterThan(0);
    const [states] = await rows<{ n: number }>(sql`select count(distinct state)::int as n from chapters`);
    expect(states!.n).toBeGreaterThanOrEqual(30);
    const [notes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = 'chapter@chapterportal.test'`,
    );
    expect(notes!.n).toBeGreaterThan(0);
  });

  it('stores every referenced picture in the database as an 800x800 WebP file', async () => {
    const images = await rows<{ fileKey: string; width: number; height: number }>(
      sql`select distinct file_key as "fileKey", width, height from product_images`,
    );
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      expect(image.fileKey).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      const [file] = await database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.key, image.fileKey));
      expect(file, image.fileKey).toBeDefined();
      const meta = await sharp(file!.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: image.width, height: image.height });
    }
    const [withoutImages] = await rows<{ n: number }>(sql`select count(*)::int as n from products p where not exists (select 1 from product_images i where i.product_id = p.id)`);
    expect(withoutImages!.n).toBeGreaterThan(0);
  });

  it('produces identical data when reset and seeded again with the same options', async () => {
    const snapshot = async () => ({
      products: await database.db
        .select({ name: schema.products.name, price: schema.products.price, sku: schema.products.sku, vendorId: schema.products.vendorId })
        .from(schema.products)
        .orderBy(asc(schema.products.id)),
      orders: await database.db
        .select({ orderNumber: schema.orders.orderNumber, total: schema.orders.total, clientOrderId: schema.orders.clientOrderId })
        .from(schema.orders)
        .orderBy(asc(schema.orders.id)),
    });
    const before = await snapshot();
    const [maxVersion] = await rows<{ v: number }>(sql`select max(sync_version)::bigint as v from products`);
    await seedDatabase(database.db, { products: 200, now, reset: true });
    const after = await snapshot();
    expect(after.products).toHaveLength(200);
    expect(after).toEqual(before);
    // Devices that synced the old catalogue must be told to start over.
    const [state] = await rows<{ purged: number }>(sql`select purged_through_version::bigint as purged from sync_state where id = 1`);
    expect(Number(state!.purged)).toBeGreaterThan(Number(maxVersion!.v));
  });
});

describe('pnpm db:seed', () => {
  const root = new URL('../..', import.meta.url).pathname;
  let dataDir: string;
  // The command's own work (refusing to seed over data, --reset) is the same on either engine: it
  // runs on a database of its own on the PostgreSQL server when one answers (a copy of the migrated
  // template), else on a new embedded database, which a fresh process must migrate first.
  let server: TestDatabase | undefined;
  const kind = databaseKinds()[0]!;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'drizzle/seed/cli.ts'), '--products', '40', '--orders', '20', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: server?.url ?? '' },
      encoding: 'utf8',
      // Seconds when the machine is quiet, minutes when it is busy (the embedded database migrates
      // in the new process). The limit only stops a hang (spawnSync holds the worker).
      timeout: 300_000,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-seed-cli-'));
    server = await processDatabase();
  });
  afterAll(async () => {
    await server?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`seeds an empty database, refuses to seed over data, and replaces the data with --reset (${kind})`, { timeout: 900_000 }, () => {
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`seeded ${kind} database`);

    const again = run();
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/already holds data.*--reset/);

    const reset = run('--reset');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`seeded ${kind} database`);
  });
});
