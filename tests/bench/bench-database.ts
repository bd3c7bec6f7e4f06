/**
 * Throw-away databases for benchmarks: an in-memory PGlite, or a fresh database on the local
 * PostgreSQL server (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards. Only a server on this machine is accepted: benchmarks never load others.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '@portal/api';
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

/** An API listening on a free port of 127.0.0.1 over a bench database, and the way to put it all away. */
export interface BenchApi {
  app: FastifyInstance;
  database: BenchDatabase;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The API's data folder, the run's own: a bench may keep its files there too. */
  dataDir: string;
  close(): Promise<void>;
}

export async function startBenchApi(kind: DatabaseKind, name: string): Promise<BenchApi> {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const database = await openBenchDatabase(kind);
  const app = await buildApp({
    db: database.handle,
    logger: false,
    closeDatabase: false,
    config: { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789', dataDir },
  });
  const close = async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { app, database, origin: `http://127.0.0.1:${port}`, dataDir, close };
}
