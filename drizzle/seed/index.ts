/**
 * Deterministic demo data of any size. Every value comes from seeded random streams, so the same
 * options give the same catalogue, people and orders (dates are relative to `now`). Everything is
 * written in one transaction, pictures included (stored_files): a failed seed leaves the database
 * as it was. Pictures are few and reused by many rows.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { resultRows } from '../client';
import { seedCatalogue, seedSettings } from './catalogue';
import { seedChapters } from './chapters';
import { renderSeedImages, storeSeedImages } from './images';
import { seedNotifications } from './notifications';
import { orderData } from './order-data';
import { seedOrders } from './orders';
import { Random } from './random';
import { DEMO_ACCOUNTS, seedUsers } from './users';

export const DEFAULT_SEED_PRODUCTS = 3000;
/**
 * The seed's advisory lock, so instances starting together on an empty database seed it once:
 * any number every portal process agrees on, apart from the migrations' lock.
 */
export const SEED_LOCK_ID = 7_240_002;
export const DEFAULT_SEED_ORDERS = 500;

export interface SeedOptions {
  products?: number;
  orders?: number;
  /** Empty every table first (in the same transaction). */
  reset?: boolean;
  /**
   * Seed only if the database is still empty once the seed lock is held, else answer null: API
   * instances starting together on an empty database seed it once, and the others go on.
   */
  onlyIfEmpty?: boolean;
  /** The moment dates are spread around; defaults to the current time. */
  now?: Date;
  /** Called after each step with its name and duration, for progress output and benchmarks. */
  onStep?: (step: string, ms: number) => void;
}

export { DEMO_ACCOUNTS };
export { DEMO_PASSWORD } from './password';

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const rows = resultRows<{ n: number }>(
    await db.execute(
      sql`select ((select count(*) from users) + (select count(*) from vendors) + (select count(*) from products) + (select count(*) from chapters))::int as n`,
    ),
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Empties every table of the portal and restarts their ids. TRUNCATE leaves no tombstones, so
 * the purge mark moves past every version handed out so far: a device that synced before the
 * reset is told to start over instead of keeping rows that no longer exist.
 */
export async function resetDatabase(tx: Executor): Promise<void> {
  const tables = resultRows<{ name: string }>(
    await tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'sync_state' order by tablename`),
  ).map((r) => r.name);
  if (tables.length > 0) {
    await tx.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
  }
  await tx.execute(sql`select setval('order_number_seq', 1001, false)`);
  await tx.execute(sql`update sync_state set purged_through_version = nextval('sync_version_seq') where id = 1`);
}

export async function seedDatabase(db: Database, options: SeedOptions & { onlyIfEmpty: true }): Promise<Record<string, number> | null>;
export async function seedDatabase(db: Database, options?: SeedOptions): Promise<Record<string, number>>;
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<Record<string, number> | null> {
  const now = options.now ?? new Date();
  const productCount = Math.max(0, Math.floor(options.products ?? DEFAULT_SEED_PRODUCTS));
  const orderCount = Math.max(0, Math.floor(options.orders ?? DEFAULT_SEED_ORDERS));
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.(name, performance.now() - started);
    return result;
  };
  const rendered = await step('images', () => renderSeedImages(new Random('images')));

  return db.transaction(async (tx) => {
    // Held until commit: a second seed waits, then finds the data there (onlyIfEmpty). The wait is
    // a process's start, not a request: it is not bounded by the statement timeout that bounds
    // requests, nor by their lock timeout (another instance's seed on a slow machine outlasted
    // them, and this one stopped).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await tx.execute(sql`set local statement_timeout to default`);
    await tx.execute(sql`set local lock_timeout to default`);
    if (options.onlyIfEmpty && !(await isDatabaseEmpty(tx))) return null;
    if (options.reset) await step('reset', () => resetDatabase(tx));
    const images = await storeSeedImages(tx, rendered);
    await seedSettings(tx);
    const catalogue = await step('catalogue', () => seedCatalogue(tx, { products: productCount, now, images }));
    const chapters = await step('chapters', () => seedChapters(tx, now));
    const users = await step('users', () => seedUsers(tx, now, chapters));
    const orders = orderData({ count: orderCount, now, products: catalogue.products, users, chapters });
    const { orderIds, payments } = await step('orders', () => seedOrders(tx, orders, now));
    const demoShoppers = users.filter((u) => u.chapterId === chapters[0]!.id && u.email.endsWith('@chapterportal.test'));
    const notifications = await seedNotifications(tx, demoShoppers, orders, orderIds, now);
    return {
      vendors: catalogue.vendorCount,
      categories: catalogue.categoryCount,
      tags: catalogue.tagCount,
      products: catalogue.products.length,
      productImages: catalogue.imageRows,
      imageFiles: images.length,
      chapters: chapters.length,
      events: chapters.reduce((n, c) => n + c.events.length, 0),
      users: users.length,
      orders: orderIds.length,
      orderItems: orders.reduce((n, o) => n + o.lines.length, 0),
      payments,
      notifications,
    };
  });
}
