/**
 * The postgres.js client as Drizzle sees it: every statement with parameters prepared, and
 * transactions that send BEGIN together with their first statements. Only drizzle/client.ts
 * calls this.
 *
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
 * Its last statements, when the work does not need their answer (sendWithCommit in client.ts),
 * go out together with COMMIT: one round trip less again; a failed one fails the commit with its
 * own error.
 *
 * A reserved connection whose socket closed (database restarted, backend killed) goes back to
 * the pool, which may open it again for other work. From then on the transaction sends nothing
 * (a statement would run outside the transaction, on someone else's session) and never releases
 * it; it fails with CONNECTION_CLOSED, and PostgreSQL has rolled it back with the session.
 */
import type postgres from 'postgres';
import { boundedWait, reserveWithin } from './connection-wait';

/** The reserved connection's way to queue a statement that goes out with COMMIT. */
export const SEND_WITH_COMMIT = Symbol('sendWithCommit');
export type SendWithCommit = (query: string, params: unknown[]) => void;

type UnsafeOptions = { prepare?: boolean; onexecute?: (connection: DriverConnection) => boolean } & Record<string, unknown>;

/** The part of postgres.js's connection object this module reads: the mark of its reservation. */
interface DriverConnection {
  reserved: unknown;
}

/**
 * `connectionWaitMs`, for the pool (not a reserved connection): the longest a statement or a
 * transaction waits for a connection (connection-wait.ts).
 */
export function preparingStatements(client: postgres.Sql, { connectionWaitMs }: { connectionWaitMs?: number } = {}): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, args: unknown[] = [], options: UnsafeOptions = {}) => {
          const statement = target.unsafe(query, args as never, { ...options, prepare: options.prepare || (Array.isArray(args) && args.length > 0) } as never);
          return connectionWaitMs ? boundedWait(statement, connectionWaitMs) : statement;
        };
      }
      if (property === 'begin') {
        return (...params: unknown[]) => {
          const work = params.pop() as (tx: postgres.Sql) => unknown;
          const options = params[0];
          if (typeof options === 'string' && options.trim() !== '') {
            return target.begin(options, (tx) => work(preparingStatements(tx as unknown as postgres.Sql)) as never);
          }
          return pipelinedTransaction(target, work, connectionWaitMs);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export function connectionClosedError(): Error {
  return Object.assign(new Error('The database connection closed during the transaction'), { code: 'CONNECTION_CLOSED' });
}

/** What a statement answers once the connection is gone: a rejection shaped like a postgres.js query. */
function refusedStatement(): unknown {
  const refused = Promise.reject(connectionClosedError());
  refused.catch(() => undefined);
  return Object.assign(refused, { values: () => refused, raw: () => refused, execute: () => refused, simple: () => refused });
}

async function pipelinedTransaction(client: postgres.Sql, work: (tx: postgres.Sql) => unknown, connectionWaitMs?: number): Promise<unknown> {
  const reserved = connectionWaitMs ? await reserveWithin(client, connectionWaitMs) : await client.reserve();
  let connection: DriverConnection | undefined;
  let lease: unknown;
  // postgres.js gives the connection to a query's onexecute; its `reserved` mark is cleared when
  // the socket closes (and replaced if the pool lends it out again).
  const onexecute = (c: DriverConnection) => {
    connection = c;
    lease = c.reserved;
    return true;
  };
  const lost = () => connection !== undefined && connection.reserved !== lease;
  const guarded = new Proxy(preparingStatements(reserved), {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => (lost() ? refusedStatement() : unsafe(...args));
      }
      if (property === 'savepoint') return savepoint;
      if (property === SEND_WITH_COMMIT) return sendWithCommit;
      return Reflect.get(target, property, receiver);
    },
  });
  // Queued on the connection at once, so they run after everything the work sent before them.
  const withCommit: Promise<unknown>[] = [];
  const sendWithCommit: SendWithCommit = (query, params) => {
    const sent = Promise.resolve((guarded.unsafe(query, params as never) as unknown as { execute(): Promise<unknown> }).execute());
    sent.catch(() => undefined);
    withCommit.push(sent);
  };
  // Inside a savepoint a statement cannot wait for COMMIT: rolling back to the savepoint would
  // undo it after its caller was told it would commit, and its failure would surface only at
  // COMMIT, after the work had carried on. There, sendWithCommit runs it at once like any other.
  // Made only when a savepoint is: most transactions (every order) have none.
  const nestedView = () =>
    new Proxy(guarded, {
      get(target, property, receiver) {
        return property === SEND_WITH_COMMIT ? undefined : Reflect.get(target, property, receiver);
      },
    });
  const run = (statement: string) => (lost() ? Promise.reject(connectionClosedError()) : reserved.unsafe(statement).then((r) => r));
  let savepoints = 0;
  async function savepoint(nested: (tx: postgres.Sql) => unknown) {
    const name = `s${++savepoints}`;
    await run(`savepoint ${name}`);
    try {
      const result = await nested(nestedView());
      await run(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await run(`rollback to savepoint ${name}`);
      throw error;
    }
  }

  try {
    const begun = reserved.unsafe('begin', [], { onexecute } as never).execute();
    let result: unknown;
    try {
      result = await work(guarded);
      await begun;
    } catch (error) {
      await begun.catch(() => undefined);
      if (!lost()) await run('rollback').catch(() => undefined);
      throw lost() && !isConnectionError(error) ? connectionClosedError() : error;
    }
    const commit = run('commit');
    const sent = await Promise.allSettled(withCommit);
    const committed = await commit;
    const failed = sent.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (committed.command !== 'COMMIT') throw new Error(`The transaction was rolled back (the database answered ${committed.command} to COMMIT)`);
    return result;
  } finally {
    // A lost connection already went back to the pool; releasing it again would hand a closed
    // (or someone else's) connection out twice.
    if (!lost()) reserved.release();
  }
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('CONNECTION_');
}
