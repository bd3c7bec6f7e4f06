/**
 * Throw-away databases for benchmarks: an in-memory PGlite, or a fresh database on the local
 * PostgreSQL server (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards. Only a server on this machine is accepted: benchmarks never load others.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@portal/db';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's name (absent on PGlite). */
  name?: string;
  dispose(): Promise<void>;
}

function localOnly(url: string): URL {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
    throw new Error(`benchmarks only use a database on this machine, not ${parsed.hostname}`);
  }
  return parsed;
}

/** The database kinds to measure: PGlite always, PostgreSQL when the local server answers. */
export async function benchDatabaseKinds(): Promise<DatabaseKind[]> {
  const client = postgres(localOnly(POSTGRES_URL).toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return ['pglite', 'postgres'];
  } catch {
    return ['pglite'];
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase();
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const created = await createBenchPostgres();
  const handle = await openDatabase({ url: created.url, maxConnections: 20 });
  await handle.migrate();
  return {
    handle,
    name: new URL(created.url).pathname.slice(1),
    async dispose() {
      await handle.close();
      await created.drop();
    },
  };
}

/** An empty database on the local PostgreSQL server for a portal started as a separate process. */
export async function createBenchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = localOnly(POSTGRES_URL);
  const name = `portal_bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The portal then reaches the server through its Unix socket (README, Using a real PostgreSQL).
  if (process.env.BENCH_POSTGRES_SOCKET_DIR) url.searchParams.set('host', process.env.BENCH_POSTGRES_SOCKET_DIR);
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
