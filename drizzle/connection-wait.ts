/**
 * A bound on how long work waits for connections of the pool: per request, when the API runs the
 * request inside withConnectionBudget (plugins/db.ts), else per statement. Only drizzle/client.ts,
 * postgres-statements.ts and that plugin call this.
 *
 * postgres.js queues a statement while every connection is busy or opening, and a connection that
 * fails to open fails only the one statement it was opened for: the others wait for the next
 * attempts, each lasting up to connect_timeout when the server takes the connection and says
 * nothing. While the database was away, requests waited 17 s that way and then, the database back,
 * were answered 201. Here a statement that no connection has taken when the bound passes is taken
 * out of the queue and fails as CONNECT_TIMEOUT, which the API answers 503 with Retry-After. Once
 * on a connection, a statement is bounded by statement_timeout instead.
 *
 * A request's budget counts the time during which at least one of its statements (or its
 * transaction's reservation) waits for a connection, so a request that waited 4 s for its first
 * statement does not wait 4 s more for each of the next ones when the pool is swamped on the
 * database's return.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type postgres from 'postgres';

/** The parts of a postgres.js query used here: `state` is set when a connection takes it. */
interface PendingQuery {
  state: unknown;
  cancelled: unknown;
  reject: (reason: unknown) => void;
  cancel(): unknown;
}

/** The time one request has spent waiting for connections, and what is left of its allowance. */
export class ConnectionBudget {
  private spent = 0;
  private waiting = 0;
  private since = 0;

  constructor(readonly limitMs: number) {}

  remainingMs(): number {
    return this.limitMs - this.spent - (this.waiting > 0 ? performance.now() - this.since : 0);
  }

  startWaiting(): void {
    if (this.waiting++ === 0) this.since = performance.now();
  }

  stopWaiting(): void {
    if (--this.waiting === 0) this.spent += performance.now() - this.since;
  }
}

const budgets = new AsyncLocalStorage<ConnectionBudget>();

/** Runs `work` (a request) with `limitMs` to spend waiting for connections, all statements together. */
export function withConnectionBudget<T>(limitMs: number, work: () => T): T {
  return budgets.run(new ConnectionBudget(limitMs), work);
}

export function connectionWaitError(ms: number): Error {
  return Object.assign(new Error(`No database connection within ${ms} ms`), { code: 'CONNECT_TIMEOUT' });
}

/** How long the next wait may last: what the request has left, at most `ms`. */
function waitFor(ms: number): { bound: number; budget: ConnectionBudget | undefined } {
  const budget = budgets.getStore();
  return { bound: budget ? Math.max(0, Math.min(ms, budget.remainingMs())) : ms, budget };
}

/** The query itself, failing with CONNECT_TIMEOUT if no connection takes it within the bound. */
export function boundedWait<T>(query: T, ms: number): T {
  const pending = query as unknown as PendingQuery;
  const { bound, budget } = waitFor(ms);
  let waiting = true;
  const stop = () => {
    if (!waiting) return;
    waiting = false;
    clearTimeout(timer);
    budget?.stopWaiting();
  };
  budget?.startWaiting();
  // The driver sets `state` when a connection takes the query: that ends the wait.
  let state = pending.state;
  Object.defineProperty(query, 'state', {
    configurable: true,
    enumerable: true,
    get: () => state,
    set: (value: unknown) => {
      state = value;
      if (value) stop();
    },
  });
  const timer = setTimeout(() => {
    if (!waiting || state || pending.cancelled) return;
    stop();
    // The driver rejects a cancelled query with "canceling statement due to user request": the
    // caller is told the truth instead. Cancelling takes it out of the queue (or, if a connection
    // is opening for it, leaves that connection to the pool: patches/postgres@3.4.9.patch).
    const reject = pending.reject;
    pending.reject = () => reject(connectionWaitError(bound));
    pending.cancel();
  }, bound);
  // Promise's own then, not the query's: the query's would send it, and whoever made it decides that.
  Promise.prototype.then.call(query, stop, stop);
  return query;
}

/** A reserved connection, or CONNECT_TIMEOUT after the bound; one that comes later goes straight back. */
export async function reserveWithin(client: postgres.Sql, ms: number): Promise<postgres.ReservedSql> {
  const { bound, budget } = waitFor(ms);
  budget?.startWaiting();
  const reserving = client.reserve();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(connectionWaitError(bound)), bound);
  });
  try {
    return await Promise.race([reserving, late]);
  } catch (error) {
    reserving.then((reserved) => reserved.release(), () => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
    budget?.stopWaiting();
  }
}
