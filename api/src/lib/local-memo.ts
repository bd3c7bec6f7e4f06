/**
 * What this process remembers between requests about state that requests change: signed-in
 * users' rows (auth plugin) and the catalogue version (versioned-cache.ts). Reading them from
 * the database costs a round trip on every request; remembering them costs staleness, bounded
 * two ways:
 * - every mutating request made through this process (POST, PUT, PATCH, DELETE; routes may opt
 *   out with config.keepsMemos when they change neither accounts nor the catalogue) makes all
 *   memos of its database forget everything once its work is done, before its answer leaves, so
 *   a change made through the portal shows on the very next request;
 * - entries expire after their time to live, the bound for changes made outside this process
 *   (another API process, SQL by hand).
 * A look-up that started before a forget never stores its (possibly older) answer after it.
 */

export class LocalMemo<T> {
  private entries = new Map<string, { value: T; at: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The remembered value, or load() remembered unless a forget happened meanwhile. */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const remembered = this.get(key);
    if (remembered !== undefined) return remembered;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, at: Date.now() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  forget(): void {
    this.generation++;
    this.entries.clear();
  }
}

const registry = new WeakMap<object, Map<string, LocalMemo<unknown>>>();

/** The memo `name` of one database handle, made on first use (separate apps, as in tests, never share answers). */
export function memoFor<T>(db: object, name: string, make: () => LocalMemo<T>): LocalMemo<T> {
  let memos = registry.get(db);
  if (!memos) registry.set(db, (memos = new Map()));
  let memo = memos.get(name) as LocalMemo<T> | undefined;
  if (!memo) memos.set(name, (memo = make()) as LocalMemo<unknown>);
  return memo;
}

/** Forgets everything every memo of this database remembers. */
export function forgetAll(db: object): void {
  for (const memo of registry.get(db)?.values() ?? []) memo.forget();
}
