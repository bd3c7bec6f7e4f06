import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionedCache } from '../../api/src/lib/versioned-cache';

describe('VersionedCache', () => {
  afterEach(() => vi.useRealTimers());
  const db = {};

  it('answers a value only at the version it was stored with', () => {
    const cache = new VersionedCache<string>(10, 60_000);
    cache.set(db, 'page', 7, 'seven');
    expect(cache.get(db, 'page', 7)).toBe('seven');
    expect(cache.get(db, 'page', 8)).toBeUndefined();
    expect(cache.get({}, 'page', 7)).toBeUndefined();
  });

  it('forgets a value after its time to live, even at the same version', () => {
    vi.useFakeTimers();
    const cache = new VersionedCache<string>(10, 1_000);
    cache.set(db, 'page', 1, 'one');
    vi.advanceTimersByTime(999);
    expect(cache.get(db, 'page', 1)).toBe('one');
    vi.advanceTimersByTime(2);
    expect(cache.get(db, 'page', 1)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest stored', () => {
    const cache = new VersionedCache<number>(2, 60_000);
    cache.set(db, 'a', 1, 1);
    cache.set(db, 'b', 1, 2);
    cache.set(db, 'a', 1, 3);
    cache.set(db, 'c', 1, 4);
    expect(cache.get(db, 'b', 1)).toBeUndefined();
    expect(cache.get(db, 'a', 1)).toBe(3);
    expect(cache.get(db, 'c', 1)).toBe(4);
  });
});

describe('VersionedCache.getOrCompute', () => {
  it('computes once for callers asking the same key at the same version together, and again at a new version', async () => {
    const cache = new VersionedCache<number>(10, 60_000);
    const db = {};
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return calls;
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.getOrCompute(db, 'page', 1, compute)));
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    expect(await cache.getOrCompute(db, 'page', 1, compute)).toBe(1);
    expect(await cache.getOrCompute(db, 'page', 2, compute)).toBe(2);
  });

  it('remembers nothing when the computation fails, so the next caller tries again', async () => {
    const cache = new VersionedCache<number>(10, 60_000);
    const db = {};
    await expect(cache.getOrCompute(db, 'page', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrCompute(db, 'page', 1, async () => 5)).toBe(5);
  });
});
