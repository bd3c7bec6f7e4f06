/**
 * Opens the one database the portal uses: embedded PGlite under DATA_DIR when no URL is given,
 * otherwise a PostgreSQL server through postgres.js. Both expose the same Drizzle API and run the
 * same migrations, so no other module knows which one it talks to.
 */
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { underMigrationLock } from './migration-lock';
import { preparingStatements, SEND_WITH_COMMIT, type SendWithCommit } from './postgres-statements';
import { countingPool, PoolCounter, watchPool } from './pool-use';
import * as schema from './schema/index';


export { schema };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what repositories take. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; answers the tag of the newest applied one. */
  migrate(): Promise<string>;
  /** The tag of the newest applied migration, or 'none'. */
  currentMigration(): Promise<string>;
  /**
   * Readiness: the tag of the newest applied migration, read within `timeoutMs` on a connection of
   * its own on PostgreSQL (never queued behind the requests' pool), else a rejection.
   */
  check(timeoutMs: number): Promise<string>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole embedded database as one file, which `loadDataDir` starts another from
   * (the tests open each database from a migrated copy instead of building one each time).
   */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent with no url, an in-memory database (tests). */
  dataDir?: string;
  /** postgres.js pool size. */
  maxConnections?: number;
  /** Longest a statement may run on PostgreSQL before the server cancels it (default 10 s). */
  statementTimeoutMs?: number;
  /** Longest a statement waits for a connection of the pool (default CONNECTION_WAIT_MS). */
  connectionWaitMs?: number;
  /** PGlite only: start from a copy of another embedded database (DatabaseHandle.dumpDataDir). */
  loadDataDir?: Blob;
}

/** Seconds to wait for a PostgreSQL connection before the query fails (the driver's default is 30). */
export const CONNECT_TIMEOUT_SECONDS = 5;
/**
 * Longest a statement waits for a connection of the pool, all attempts to connect included: then
 * it fails as a connection time-out, which the API answers 503 with Retry-After.
 */
export const CONNECTION_WAIT_MS = CONNECT_TIMEOUT_SECONDS * 1000;
export const STATEMENT_TIMEOUT_MS = 10_000;
/** The readiness check's own connection gives up connecting sooner than the pool's. */
const CHECK_CONNECT_TIMEOUT_SECONDS = 1;

interface JournalEntry {
  idx: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const raw = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

/**
 * A URL's Unix socket, libpq's way: postgres://user@localhost/db?host=/var/run/postgresql reaches
 * the server through the socket in that folder (same machine, no TCP). The driver takes it as its
 * host option, not from the URL.
 */
export function socketOf(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const dir = parsed.searchParams.get('host');
  if (!dir?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), host: dir };
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const target = socketOf(options.url);
    // The socket folder, when the URL names one, for both the requests' pool and the migrator.
    const socket = target.host ? { host: target.host } : {};
    const client = postgres(target.url, {
      ...socket,
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // JIT compiling pays off for long analytical queries only: for a page of products under a
      // prepared statement's generic plan (limit unknown, so costed high) it cost 0.5 s a call.
      connection: {
        jit: 'off',
        // Bounds on every session, so no request waits on the database for ever: a statement, a
        // lock wait and an abandoned transaction each end with an error the API answers as 503.
        statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
        lock_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: 2 * (options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS),
      },
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      // The driver's own back-off grows to 20 s after a few failed connections, so a database that
      // came back would stay unused for that long: retry every quarter second or so instead.
      backoff: () => 0.1 + Math.random() * 0.2,
    });
    const pool = new PoolCounter(options.maxConnections ?? 10);
    const db = drizzlePostgres(preparingStatements(countingPool(client, pool), { connectionWaitMs: options.connectionWaitMs ?? CONNECTION_WAIT_MS }), { schema, casing: 'snake_case' }) as unknown as Database;
    watchPool(db, pool);
    // Readiness has one connection of its own, opened when first asked for: behind the pool's
    // queue it said the database was down for seconds after orders were served again.
    let checker: postgres.Sql | null = null;
    const check = async (timeoutMs: number) => {
      checker ??= postgres(target.url, {
        ...socket,
        max: 1,
        onnotice: () => {},
        fetch_types: false,
        connect_timeout: CHECK_CONNECT_TIMEOUT_SECONDS,
        backoff: () => 0,
        connection: { statement_timeout: timeoutMs },
      });
      const used = checker;
      try {
        const rows = await within(used.unsafe('select count(*)::int as n from drizzle.__drizzle_migrations'), timeoutMs);
        return migrationTag(Number((rows[0] as { n?: number } | undefined)?.n ?? 0));
      } catch (error) {
        // A connection that failed or hung is not asked again: the next check opens a fresh one.
        if (checker === used) checker = null;
        void used.end({ timeout: 0 }).catch(() => undefined);
        throw error;
      }
    };
    return handle(db, 'postgres', check, async () => {
      // Migrations may build indexes over big tables: they run on sessions of their own, free of
      // the statement timeout that bounds requests (one holds the advisory lock, one migrates).
      const migrator = postgres(target.url, { ...socket, max: 2, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS });
      try {
        await underMigrationLock(migrator, () => migratePostgres(drizzlePostgres(migrator, { schema, casing: 'snake_case' }) as never, { migrationsFolder }));
      } finally {
        await migrator.end({ timeout: 5 });
      }
    }, async () => {
      await Promise.all([client.end({ timeout: 5 }), checker?.end({ timeout: 0 })]);
    });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  // The embedded database lives in this process: no pool to wait behind.
  const check = (timeoutMs: number) => within(db.execute(sql`select 1`).then(() => currentMigrationOf(db)), timeoutMs);
  const opened = handle(db, 'pglite', check, async () => {
    await migratePglite(db as never, { migrationsFolder });
  }, () => client.close());
  return { ...opened, dumpDataDir: () => client.dumpDataDir('none') };
}

function migrationTag(count: number): string {
  return count === 0 ? 'none' : (journal()[count - 1]?.tag ?? `#${count}`);
}

async function currentMigrationOf(db: Database): Promise<string> {
  const rows = await db
    .execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .catch(() => null);
  return migrationTag(rows ? Number(resultRows<{ n: number }>(rows)[0]?.n ?? 0) : 0);
}

/** The work's answer, or a rejection once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function handle(
  db: Database,
  kind: DatabaseKind,
  check: (timeoutMs: number) => Promise<string>,
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  const currentMigration = () => currentMigrationOf(db);
  return {
    db,
    kind,
    async migrate() {
      await runMigrations();
      return currentMigration();
    },
    currentMigration,
    check,
    close,
  };
}

const dialect = new PgDialect();

/**
 * Runs a statement whose answer the transaction does not need, as its last one: on PostgreSQL it
 * is sent together with COMMIT (one round trip less), and if it fails the transaction rolls back
 * and fails with its error; on PGlite, and inside a nested transaction (a savepoint), it runs at
 * once. Send nothing after it that depends on it.
 */
export async function sendWithCommit(tx: Transaction, statement: SQL): Promise<void> {
  const query = dialect.sqlToQuery(statement);
  await sendTextWithCommit(tx, query.sql, query.params);
}

async function sendTextWithCommit(tx: Transaction, text: string, params: unknown[]): Promise<void> {
  const client = driverOf(tx) as { [SEND_WITH_COMMIT]?: SendWithCommit };
  const send = client[SEND_WITH_COMMIT];
  if (send) send(text, params);
  else await runText(tx, text, params);
}

/** The driver's connection a database or transaction sends through: postgres.js's (a view of it), or PGlite's. */
type Driver = { unsafe(text: string, params: unknown[]): PromiseLike<unknown> } | { query(text: string, params: unknown[], options: object): Promise<{ rows: unknown[] }> };

function driverOf(executor: Executor): Driver {
  return (executor._.session as unknown as { client: Driver }).client;
}

/** PGlite hands dates and intervals over as the text PostgreSQL wrote, as Drizzle's own raw statements do. */
const asText = (value: string) => value;
const PGLITE_RAW = {
  rowMode: 'object',
  parsers: { [types.TIMESTAMP]: asText, [types.TIMESTAMPTZ]: asText, [types.INTERVAL]: asText, [types.DATE]: asText, 1231: asText, 1115: asText, 1185: asText, 1187: asText, 1182: asText },
} as const;

async function runText<R>(executor: Executor, text: string, params: unknown[]): Promise<R[]> {
  const driver = driverOf(executor);
  if ('unsafe' in driver) return (await driver.unsafe(text, params)) as R[];
  return (await driver.query(text, params, PGLITE_RAW)).rows as R[];
}

/** A statement written once: `rows` answers its rows, `sendWithCommit` sends it as sendWithCommit does. */
export interface Statement<V extends object> {
  /** The text sent (with $1, $2, ...): for reading, and for tests. */
  readonly text: string;
  rows<R>(executor: Executor, values: V): Promise<R[]>;
  sendWithCommit(tx: Transaction, values: V): Promise<void>;
}

/**
 * A hand-written statement whose text is assembled once, when the module loads: `build` gets a
 * placeholder for each value's name, and each call only puts the values in their places and hands
 * the text to the driver of the database or transaction given, past the query builder (whose
 * assembly of a statement cost more CPU per order than PostgreSQL spent running it). Values reach
 * the driver as given, with no column's encoding: cast them in the text (`${p.id}::int`). On
 * PostgreSQL the driver prepares it like every statement with parameters (postgres-statements.ts);
 * rows come back as objects on both engines.
 */
export function statement<V extends object>(build: (p: { readonly [K in keyof V]: Placeholder }) => SQL): Statement<V> {
  const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as { [K in keyof V]: Placeholder };
  const query = dialect.sqlToQuery(build(placeholders));
  // Each parameter is a placeholder's value, or a value written into the template itself.
  const slots = query.params.map((param): ((values: V) => unknown) => {
    if (!is(param, Placeholder)) return () => param;
    const name = param.name as keyof V;
    return (values) => values[name];
  });
  const bind = (values: V) => slots.map((slot) => slot(values));
  return {
    text: query.sql,
    rows: (executor, values) => runText(executor, query.sql, bind(values)),
    sendWithCommit: (tx, values) => sendTextWithCommit(tx, query.sql, bind(values)),
  };
}

/** postgres.js answers an array of rows, PGlite an object with rows: one accessor for both. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
