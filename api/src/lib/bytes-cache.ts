/**
 * Bytes that never change under their key, kept in one process's memory: bounded by bytes,
 * least recently used first; identical misses share one load. Only for keys whose bytes are the
 * same on every instance for good (a sync page's ETag, a picture's content-named file), so no
 * instance ever needs telling about a change. A load may say not to keep what it made.
 */
export interface Loaded {
  body: Buffer;
  keep: boolean;
}

export class BytesCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly loading = new Map<string, Promise<Loaded>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The bytes under key, loaded on a miss; kept unless the load says not to. */
  async get(key: string, load: () => Promise<Loaded>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.loading.get(key);
    if (running) return (await running).body;
    const loaded = load();
    this.loading.set(key, loaded);
    try {
      const { body, keep } = await loaded;
      if (keep) this.store(key, body);
      return body;
    } finally {
      this.loading.delete(key);
    }
  }

  private store(key: string, body: Buffer) {
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
