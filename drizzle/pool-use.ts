/**
 * How busy the postgres.js pool is, which the driver does not tell: statements sent through the
 * pool and not answered yet, and connections that transactions hold. Counted by a view of the
 * client that only client.ts makes (countingPool); read by the API's metrics (poolUseOf). A
 * statement counts from when it is sent until its answer, so `waiting` (beyond the pool's size)
 * is what queues for a connection.
 */
import type postgres from 'postgres';

export interface PoolUse {
  size: number;
  inUse: number;
  waiting: number;
}

export class PoolCounter {
  statements = 0;
  reserved = 0;
  constructor(readonly size: number) {}
  read(): PoolUse {
    const busy = this.statements + this.reserved;
    return { size: this.size, inUse: Math.min(this.size, busy), waiting: Math.max(0, busy - this.size) };
  }
}

/** The part of a postgres.js query this module hooks: it runs on its first handle() and ends by resolve or reject. */
interface DriverQuery {
  executed: boolean;
  handle(): unknown;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

function counted<T>(statement: T, counter: PoolCounter): T {
  const query = statement as unknown as DriverQuery;
  const handle = query.handle;
  // Hooked at its start, not by then(): a query starts when awaited, and then() would start it early.
  query.handle = function handleCounted(this: DriverQuery) {
    if (!query.executed) {
      counter.statements++;
      let open = true;
      const end = () => {
        if (open) counter.statements--;
        open = false;
      };
      const { resolve, reject } = query;
      query.resolve = (value) => (end(), resolve(value));
      query.reject = (reason) => (end(), reject(reason));
    }
    return handle.call(query);
  };
  return statement;
}

export function countingPool(client: postgres.Sql, counter: PoolCounter): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => counted(target.unsafe(...args), counter);
      }
      if (property === 'reserve') {
        return async () => {
          const reserved = await target.reserve();
          counter.reserved++;
          const release = reserved.release.bind(reserved);
          let held = true;
          reserved.release = () => {
            if (held) counter.reserved--;
            held = false;
            release();
          };
          return reserved;
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

const pools = new WeakMap<object, PoolCounter>();

/** Ties a pool's counter to the database object the app holds. */
export function watchPool(db: object, counter: PoolCounter): void {
  pools.set(db, counter);
}

/** The pool's use for a PostgreSQL database; null for PGlite, which has no pool. */
export function poolUseOf(db: object): PoolUse | null {
  return pools.get(db)?.read() ?? null;
}
