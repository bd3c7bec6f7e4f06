/**
 * Device-database writes run outside any live query's context. Dexie carries a live query's
 * context (its subscriber) along the promises that follow its read for a moment, and code that
 * runs in that moment (a tap's write right after a list was read, an effect, the catalogue sync's
 * next page, the next test's first write while the last screen's reads finish) inherits it: Dexie
 * then refuses the write as "Readwrite transaction in liveQuery context" though no live query asked
 * for it (dexie issues 1760, 1831). Our live queries only read, so a write never belongs to one.
 *
 * `writesOutsideLiveQueries` is a middleware of the device database (database.ts): every write
 * transaction, an explicit `db.transaction('rw', …)` or a table's own put, add or delete, is
 * created in a context of its own.
 */
import { Dexie, type DBCore, type Middleware } from 'dexie';

interface DexieZones {
  PSD?: { subscr?: unknown };
  newPSD?: <T>(fn: () => T, props: Record<string, unknown>) => T;
}

const zones = Dexie.Promise as unknown as DexieZones;
const inLiveQuery = (): boolean => Boolean(zones.PSD?.subscr && zones.newPSD);
const withoutLiveQuery = <T>(run: () => T): T => zones.newPSD!(run, { subscr: undefined, querier: undefined });

/**
 * Above Dexie's own observability layer (level 0), which refuses a write transaction created while
 * a live query's subscriber is current: the write is created where none is.
 */
export const writesOutsideLiveQueries: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'writes-outside-live-queries',
  level: 10,
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      if (mode === 'readonly' || !inLiveQuery()) return down.transaction(stores, mode, options);
      return withoutLiveQuery(() => down.transaction(stores, mode, options));
    },
  }),
};
