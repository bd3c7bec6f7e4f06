// The wait for a connection of the pool is bounded (drizzle/connection-wait.ts): a statement or a
// transaction that no connection takes within the bound fails as CONNECT_TIMEOUT, however long
// each attempt to connect lasts, and a connection that opens after its statement gave up serves
// the next ones (patches/postgres@3.4.9.patch).
import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, resultRows, type DatabaseHandle } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { waitFor } from '../fixtures/wait-for';

const WAIT_MS = 400;
/** Scheduling slack on a busy machine. */
const SLACK_MS = 1_000;

const opened: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});

/** A TCP server on a free port; `onSocket` decides what a connection meets. */
async function listen(onSocket: (socket: Socket) => void): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  });
  return { server, port: (server.address() as { port: number }).port, sockets };
}

async function open(url: string, maxConnections: number): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url, maxConnections, connectionWaitMs: WAIT_MS });
  opened.push({ close: () => handle.close() });
  return handle;
}

async function timed(work: Promise<unknown>): Promise<{ ms: number; code: unknown }> {
  const started = performance.now();
  const code = await work.then(
    () => 'answered',
    // Drizzle wraps the driver's error in one of its own: the code is on its cause.
    (error: { code?: unknown; cause?: { code?: unknown } }) => error.code ?? error.cause?.code,
  );
  return { ms: performance.now() - started, code };
}

describe('the wait for a database connection', () => {
  it('ends with CONNECT_TIMEOUT within the bound for every waiting statement and transaction, while the server takes connections and never answers', async () => {
    // Each attempt to connect to it lasts the whole connect time-out (5 s): the pool of 2 would
    // fail two statements per 5 s and hold the rest.
    const silent = await listen(() => undefined);
    const { db } = await open(`postgres://portal@127.0.0.1:${silent.port}/portal`, 2);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => timed(db.execute(sql`select 1`))),
      ...Array.from({ length: 5 }, () => timed(db.transaction(async (tx) => tx.execute(sql`select 1`)))),
    ]);
    expect(new Set(results.map((r) => r.code))).toEqual(new Set(['CONNECT_TIMEOUT']));
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(WAIT_MS + SLACK_MS);
  });

  it.skipIf(!databaseKinds().includes('postgres'))('keeps a connection that opened after its statement gave up, for the next statements', async () => {
    const database: TestDatabase = await createTestDatabase('postgres', { migrate: false });
    opened.push({ close: () => database.dispose() });
    const target = new URL(database.url!);
    // A slow way to the server: each connection is passed on only after twice the bound.
    let passedOn = 0;
    const slow = await listen((client) => {
      client.pause();
      setTimeout(() => {
        const server = connect(Number(target.port || 5432), target.hostname);
        server.on('error', () => client.destroy());
        client.on('close', () => server.destroy());
        client.pipe(server).pipe(client);
        client.resume();
        server.once('connect', () => passedOn++);
      }, WAIT_MS * 2);
    });
    const url = new URL(database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(slow.port);
    const { db } = await open(url.toString(), 1);

    expect((await timed(db.execute(sql`select 1`))).code).toBe('CONNECT_TIMEOUT');
    await waitFor(() => passedOn === 1);
    // The pool's one connection, opened for the statement that gave up, now answers the next.
    const rows = await db.execute(sql`select 41 + 1 as n`);
    expect(resultRows<{ n: number }>(rows)[0]!.n).toBe(42);
    expect(slow.sockets).toHaveLength(1);
  });
});
