/**
 * Answers remembered against the catalogue version. sync_version_seq moves on every change to
 * products, their images and category/tag links, vendors, categories, tags, events and settings,
 * so an answer computed at version V is still right while the version reads V. Entries also
 * expire after ttlMs: a change whose version was drawn but not yet committed when an answer was
 * computed is in every answer after that at the latest. Bounded: least recently stored go first.
 * One cache per database handle, so separate apps (tests) never share answers.
 */
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '@portal/db';
import { LocalMemo, memoFor } from './local-memo';

/** How long a read of the catalogue version is trusted (see local-memo.ts for what else forgets it). */
export const CATALOGUE_VERSION_TTL_MS = 1_000;

/** The catalogue's current version as the database has it: one trivial read. */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const rows = resultRows<{ v: string | number }>(await db.execute(sql`select last_value as v from sync_version_seq`));
  return Number(rows[0]?.v ?? 0);
}

/**
 * The catalogue's version, remembered by this process: changes made through the portal make it
 * read again at once (a mutating request forgets it), others within CATALOGUE_VERSION_TTL_MS.
 */
export function catalogueVersion(db: Executor): Promise<number> {
  return memoFor(db, 'catalogueVersion', () => new LocalMemo<number>(CATALOGUE_VERSION_TTL_MS, 1)).getOrLoad('version', () => readCatalogueVersion(db));
}

interface Entry<T> {
  version: number;
  at: number;
  value: T;
}

export class VersionedCache<T> {
  private readonly perDatabase = new WeakMap<object, Map<string, Entry<T>>>();
  private readonly running = new WeakMap<object, Map<string, Promise<T>>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  private entries(db: object): Map<string, Entry<T>> {
    let map = this.perDatabase.get(db);
    if (!map) this.perDatabase.set(db, (map = new Map()));
    return map;
  }

  get(db: object, key: string, version: number): T | undefined {
    const entry = this.entries(db).get(key);
    return entry && entry.version === version && Date.now() - entry.at < this.ttlMs ? entry.value : undefined;
  }

  /** version: the one read before the value was computed (never after). */
  set(db: object, key: string, version: number, value: T): void {
    const map = this.entries(db);
    map.delete(key);
    map.set(key, { version, at: Date.now(), value });
    if (map.size > this.maxEntries) map.delete(map.keys().next().value!);
  }

  /**
   * The remembered value, or compute() once for everyone asking the same key at the same version
   * meanwhile (fifty shoppers opening the catalogue together cost one query, not fifty).
   */
  async getOrCompute(db: object, key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const remembered = this.get(db, key, version);
    if (remembered !== undefined) return remembered;
    let running = this.running.get(db);
    if (!running) this.running.set(db, (running = new Map()));
    const flightKey = `${version}:${key}`;
    const inFlight = running.get(flightKey);
    if (inFlight) return inFlight;
    const computing = compute()
      .then((value) => {
        this.set(db, key, version, value);
        return value;
      })
      .finally(() => running.delete(flightKey));
    running.set(flightKey, computing);
    return computing;
  }
}
