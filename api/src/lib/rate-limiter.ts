/**
 * In-memory sliding-window limiter: per key, the times of the attempts within the window. State
 * lives in this process only (one API process per portal); it is cleared on restart, which is
 * acceptable for sign-in throttling.
 */
export interface LimitResult {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (when refused). */
  retryAfterSeconds: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt for every key, unless one of them is already at its limit. */
  attempt(keys: string[]): LimitResult {
    const now = this.now();
    let retryAfterMs = 0;
    const windows = keys.map((key) => {
      const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
      this.hits.set(key, recent);
      if (recent.length >= this.max) retryAfterMs = Math.max(retryAfterMs, recent[0]! + this.windowMs - now);
      return recent;
    });
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    for (const recent of windows) recent.push(now);
    this.prune(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Takes back the latest attempt of each key (a sign-in that succeeded is not held against anyone). */
  forgive(keys: string[]) {
    for (const key of keys) this.hits.get(key)?.pop();
  }

  /** Drops keys with no recent attempts so the map does not grow without bound. */
  private prune(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}
