/**
 * Opens the one database the portal uses: embedded PGlite under DATA_DIR when no URL is given,
 * otherwise a PostgreSQL server through postgres.js. Both expose the same Drizzle API and run the
 * same migrations, so no other module knows which one it talks to.
 */
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
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
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent with no url, an in-memory database (tests). */
  dataDir?: string;
  /** postgres.js pool size. */
  maxConnections?: number;
}

interface JournalEntry {
  idx: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const raw = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

type UnsafeOptions = { prepare?: boolean } & Record<string, unknown>;

/**
 * Drizzle sends its queries through postgres.js `unsafe` as unnamed statements unless a query is
 * explicitly prepared, so PostgreSQL would parse and plan every statement on every call (planning
 * cost more than running a page of products). This view of the client makes every statement with
 * parameters a named prepared statement, which postgres.js caches per connection by its text.
 *
 * Transactions (drizzle's transaction() calls begin()) run on a reserved connection with BEGIN
 * sent together with the transaction's first statements instead of alone and waited for: one
 * round trip less per transaction, which on the order path is a fifth of them. Statements of a
 * reserved connection run in the order sent, so the first ones still run inside the transaction.
 * A transaction whose statements failed unnoticed answers ROLLBACK to COMMIT: that is an error.
 */
export function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, args: unknown[] = [], options: UnsafeOptions = {}) =>
          target.unsafe(query, args as never, { ...options, prepare: options.prepare || (Array.isArray(args) && args.length > 0) });
      }
      if (property === 'begin') {
        return (...params: unknown[]) => {
          const work = params.pop() as (tx: postgres.Sql) => unknown;
          const options = params[0];
          if (typeof options === 'string' && options.trim() !== '') {
            return target.begin(options, (tx) => work(preparingStatements(tx as unknown as postgres.Sql)) as never);
          }
          return pipelinedTransaction(target, work);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

async function pipelinedTransaction(client: postgres.Sql, work: (tx: postgres.Sql) => unknown): Promise<unknown> {
  const reserved = await client.reserve();
  let savepoints = 0;
  const tx = new Proxy(preparingStatements(reserved), {
    get(target, property, receiver) {
      if (property === 'savepoint') {
        return async (nested: (tx: postgres.Sql) => unknown) => {
          const name = `s${++savepoints}`;
          await reserved.unsafe(`savepoint ${name}`);
          try {
            const result = await nested(tx);
            await reserved.unsafe(`release savepoint ${name}`);
            return result;
          } catch (error) {
            await reserved.unsafe(`rollback to savepoint ${name}`);
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  try {
    const begun = reserved.unsafe('begin').execute();
    let result: unknown;
    try {
      result = await work(tx);
      await begun;
    } catch (error) {
      await begun.catch(() => undefined);
      await reserved.unsafe('rollback').catch(() => undefined);
      throw error;
    }
    const committed = await reserved.unsafe('commit');
    if (committed.command !== 'COMMIT') throw new Error(`The transaction was rolled back (the database answered ${committed.command} to COMMIT)`);
    return result;
  } finally {
    reserved.release();
  }
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // JIT compiling pays off for long analytical queries only: for a page of products under a
      // prepared statement's generic plan (limit unknown, so costed high) it cost 0.5 s a call.
      connection: { jit: 'off' },
    });
    const db = drizzlePostgres(preparingStatements(client), { schema, casing: 'snake_case' }) as unknown as Database;
    return handle(db, 'postgres', async () => {
      await migratePostgres(db as never, { migrationsFolder });
    }, () => client.end({ timeout: 5 }));
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return handle(db, 'pglite', async () => {
    await migratePglite(db as never, { migrationsFolder });
  }, () => client.close());
}

function handle(
  db: Database,
  kind: DatabaseKind,
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  const currentMigration = async () => {
    const rows = await db
      .execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      .catch(() => null);
    const count = rows ? Number(resultRows<{ n: number }>(rows)[0]?.n ?? 0) : 0;
    return count === 0 ? 'none' : (journal()[count - 1]?.tag ?? `#${count}`);
  };
  return {
    db,
    kind,
    async migrate() {
      await runMigrations();
      return currentMigration();
    },
    currentMigration,
    close,
  };
}

/** postgres.js answers an array of rows, PGlite an object with rows: one accessor for both. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
