/**
 * pnpm db:restore-drill: proves that the backup procedure (pg_basebackup plus WAL archiving,
 * decision 026) restores, on a PostgreSQL of its own: initdb into a temporary folder on a free
 * port (as the user `pgtest` when run as root, since PostgreSQL refuses root), archiving WAL as
 * production does. It migrates and seeds the portal's database, takes a base backup, places
 * orders through the API, notes the moment, places more, restores the backup into a scratch
 * cluster up to that moment, starts the API on it, and checks that orders, payments and their
 * sums equal the source's at that moment. Prints the figures as JSON; exit code 1 if they differ.
 *
 * Options: --products N and --orders N (seeded; the demo data's 3,000 and 500 by default), --keep
 * (leave the folder). The shared PostgreSQL at 127.0.0.1:5432 is never touched.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '@portal/db';
import { DEFAULT_SEED_ORDERS, DEFAULT_SEED_PRODUCTS, seedDatabase } from '@portal/db/seed';
import { buildApp } from '@portal/api';

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'pgtest';
const DEMO_CHAPTER = 'chapter@chapterportal.test';
const DEMO_PASSWORD = 'Demo1234';
const execFileAsync = promisify(execFile);
const asRoot = () => process.getuid?.() === 0;
const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL program (as `pgtest` under root). */
async function pg(binary: string, args: string[]): Promise<void> {
  const path = join(POSTGRES_BIN, binary);
  if (asRoot()) await execFileAsync('su', [OS_USER, '-c', [path, ...args].map(quote).join(' ')]);
  else await execFileAsync(path, args);
}

function giveToPostgres(path: string): void {
  if (!asRoot()) return;
  execFileSync('chown', ['-R', `${OS_USER}:${OS_USER}`, path]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Figures {
  orders: number;
  ordersTotal: number;
  payments: number;
  paymentsAmount: number;
  paymentsFee: number;
}

export interface DrillResult {
  /** What the source held at the moment restored to, and what the restored cluster holds. */
  source: Figures;
  restored: Figures;
  /** Orders placed after the moment (they must be absent from the restore). */
  placedAfter: number;
  /** The API on the restored cluster answered readiness. */
  apiReady: boolean;
  seeded: { products: number; orders: number };
  baseBackupMs: number;
  /** From copying the base backup to the restored cluster accepting writes. */
  restoreMs: number;
  ok: boolean;
}

async function figures(sql: postgres.Sql): Promise<Figures> {
  const [row] = await sql<Array<{ orders: number; orders_total: number; payments: number; payments_amount: number; payments_fee: number }>>`
    select (select count(*)::int from orders) as orders,
           (select coalesce(sum(total), 0)::bigint::int from orders) as orders_total,
           (select count(*)::int from payments) as payments,
           (select coalesce(sum(amount), 0)::bigint::int from payments) as payments_amount,
           (select coalesce(sum(fee), 0)::bigint::int from payments) as payments_fee`;
  return { orders: row!.orders, ordersTotal: row!.orders_total, payments: row!.payments, paymentsAmount: row!.payments_amount, paymentsFee: row!.payments_fee };
}

/** Places `count` orders through the API as the demo chapter account, each for one product at or above its vendor's minimum. */
async function placeOrders(url: string, count: number): Promise<void> {
  const handle = await openDatabase({ url, maxConnections: 4 });
  const app = await buildApp({ db: handle, logger: false, config: { jwtSecret: randomUUID().repeat(2), dataDir: tmpdir() } });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: DEMO_CHAPTER, password: DEMO_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`demo sign-in failed: ${login.statusCode} ${login.body}`);
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [event] = await sql<Array<{ id: number }>>`
      select e.id from events e join users u on u.chapter_id = e.chapter_id
      where u.email = ${DEMO_CHAPTER} and e.is_active and e.end_date > now() order by e.id limit 1`;
    const products = await sql<Array<{ id: number; pack: number; price: number; minimum: number }>>`
      select p.id, p.pack_size as pack, p.price, v.min_order_cents as minimum
      from products p join vendors v on v.id = p.vendor_id
      where p.is_active and v.is_active and p.price > 0 order by p.id limit 20`;
    await sql.end();
    if (!event || products.length === 0) throw new Error('the seeded data has no open event or product for the demo chapter');
    for (let i = 0; i < count; i++) {
      const p = products[i % products.length]!;
      const packs = Math.max(1, Math.ceil(p.minimum / (p.price * p.pack)));
      const clientOrderId = randomUUID();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': clientOrderId },
        payload: { clientOrderId, eventId: event.id, paymentMethod: 'ACH', placedAt: new Date().toISOString(), items: [{ productId: p.id, quantity: packs * p.pack }] },
      });
      if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
    }
  } finally {
    await app.close();
  }
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function runRestoreDrill(options: { products?: number; orders?: number; keep?: boolean } = {}): Promise<DrillResult> {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) throw new Error(`no PostgreSQL binaries in ${POSTGRES_BIN} (set POSTGRES_BIN)`);
  if (asRoot()) {
    try {
      execFileSync('id', [OS_USER], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['-m', OS_USER], { stdio: 'ignore' });
    }
  }
  const seeded = { products: options.products ?? DEFAULT_SEED_PRODUCTS, orders: options.orders ?? DEFAULT_SEED_ORDERS };
  const dir = mkdtempSync(join(tmpdir(), 'portal-restore-drill-'));
  const [source, archive, base, scratch] = ['source', 'wal-archive', 'base-backup', 'restored'].map((name) => join(dir, name)) as [string, string, string, string];
  mkdirSync(archive);
  giveToPostgres(dir);
  const [sourcePort, scratchPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  try {
    // The source, archiving WAL as production does (README, "Backups"): archive_timeout bounds
    // how old the newest archived change may be.
    await pg('initdb', ['-D', source, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(
      source + '/postgresql.conf',
      [
        `port = ${sourcePort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        `wal_level = replica`,
        `archive_mode = on`,
        `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
        `archive_timeout = 300`,
        `fsync = off`,
        '',
      ].join('\n'),
    );
    await pg('pg_ctl', ['-D', source, '-l', join(dir, 'source.log'), '-w', '-t', '60', 'start']);
    started.push(source);
    const admin = postgres(`postgres://postgres@127.0.0.1:${sourcePort}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database portal');
    await admin.end();
    const sourceUrl = `postgres://postgres@127.0.0.1:${sourcePort}/portal`;
    const handle = await openDatabase({ url: sourceUrl });
    await handle.migrate();
    await seedDatabase(handle.db, seeded);
    await handle.close();

    let began = Date.now();
    await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(sourcePort), '-U', 'postgres', '-D', base, '-Fp', '-X', 'stream', '-c', 'fast', '--no-sync']);
    const baseBackupMs = Date.now() - began;

    const sql = postgres(sourceUrl, { max: 1, onnotice: () => {} });
    await placeOrders(sourceUrl, 10);
    const [{ moment }] = (await sql`select to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.US TZH:TZM') as moment`) as unknown as [{ moment: string }];
    const atMoment = await figures(sql);
    // Strictly after the moment, even on a coarse clock.
    await waitFor('the clock to pass the moment', async () => (await sql`select clock_timestamp() > ${moment}::timestamptz as past`)[0]!.past as boolean);
    const placedAfter = 10;
    await placeOrders(sourceUrl, placedAfter);
    // Archive the segment holding the last orders now, rather than at archive_timeout.
    const [{ segment }] = (await sql`select pg_walfile_name(pg_current_wal_lsn()) as segment`) as unknown as [{ segment: string }];
    await sql`select pg_switch_wal()`;
    await waitFor('the last WAL segment in the archive', () => existsSync(join(archive, segment)));
    await sql.end();

    // Restore: the base backup, then the archived WAL replayed up to the moment.
    began = Date.now();
    execFileSync('cp', ['-a', base, scratch]);
    giveToPostgres(scratch);
    writeFileSync(join(scratch, 'recovery.signal'), '');
    appendFileSync(
      join(scratch, 'postgresql.conf'),
      [
        `port = ${scratchPort}`,
        `archive_mode = off`,
        `restore_command = 'cp ${archive}/%f %p'`,
        `recovery_target_time = '${moment}'`,
        `recovery_target_action = 'promote'`,
        '',
      ].join('\n'),
    );
    giveToPostgres(scratch);
    await pg('pg_ctl', ['-D', scratch, '-l', join(dir, 'restored.log'), '-w', '-t', '120', 'start']);
    started.push(scratch);
    const scratchUrl = `postgres://postgres@127.0.0.1:${scratchPort}/portal`;
    const restoredSql = postgres(scratchUrl, { max: 1, onnotice: () => {} });
    await waitFor('the restored cluster to leave recovery', async () => !((await restoredSql`select pg_is_in_recovery() as r`)[0]!.r as boolean), 120_000);
    const restoreMs = Date.now() - began;
    const restored = await figures(restoredSql);
    await restoredSql.end();

    // The API on the restored database, as after a real restore: it migrates (nothing to do) and answers.
    const restoredHandle = await openDatabase({ url: scratchUrl });
    await restoredHandle.migrate();
    const app = await buildApp({ db: restoredHandle, logger: false, config: { jwtSecret: randomUUID().repeat(2), dataDir: tmpdir() } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const apiReady = (await fetch(`${address}/api/v1/health`)).ok;
    await app.close();

    const same = (Object.keys(atMoment) as Array<keyof Figures>).every((k) => atMoment[k] === restored[k]);
    return { source: atMoment, restored, placedAfter, apiReady, seeded, baseBackupMs, restoreMs, ok: same && apiReady };
  } finally {
    for (const data of started.reverse()) await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const products = option('products');
  const orders = option('orders');
  const result = await runRestoreDrill({
    ...(products ? { products: Number(products) } : {}),
    ...(orders ? { orders: Number(orders) } : {}),
    keep: process.argv.includes('--keep'),
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.ok ? 0 : 1);
}
