/**
 * Runs a device-database write outside any live query's context. Dexie carries a live query's
 * context (its subscriber) along the promises that follow its read for a moment, and code that
 * runs in that moment (a tap's write right after a list was read, the next test's first write
 * while the last screen's reads finish) inherits it: Dexie then refuses the write as "Readwrite
 * transaction in liveQuery context" though no live query asked for it (dexie issues 1760, 1831).
 * Our live queries only read, so a write never belongs to one: it starts in a context of its own.
 */
import { Dexie } from 'dexie';

interface DexieZones {
  PSD?: { subscr?: unknown };
  newPSD?: <T>(fn: () => T, props: Record<string, unknown>) => T;
}

export function outsideLiveQuery<T>(write: () => Promise<T>): Promise<T> {
  const zones = Dexie.Promise as unknown as DexieZones;
  if (!zones.PSD?.subscr || !zones.newPSD) return write();
  return zones.newPSD(write, { subscr: undefined, querier: undefined, trans: null });
}
