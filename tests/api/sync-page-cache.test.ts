import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, SyncPageCache } from '../../api/src/modules/sync/sync-page-cache';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['deflate', 'identity'],
  ])('answers %s with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('SyncPageCache', () => {
  it('builds a page once for everyone asking at the same moment, and keeps it', async () => {
    const cache = new SyncPageCache(1024 * 1024);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return { json: JSON.stringify({ success: true, data: 'x'.repeat(2000) }), keep: true };
    };
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.get('W/"a"', 'br', build)));
    await cache.get('W/"a"', 'br', build);
    expect(builds).toBe(1);
    expect(JSON.parse(brotliDecompressSync(bodies[0]!).toString())).toMatchObject({ success: true });
  });

  it('drops the least recently used pages beyond its byte bound', async () => {
    const cache = new SyncPageCache(3000);
    let builds = 0;
    const build = async () => {
      builds++;
      return { json: 'y'.repeat(1400), keep: true };
    };
    await cache.get('one', 'identity', build);
    await cache.get('two', 'identity', build);
    await cache.get('one', 'identity', build);
    await cache.get('three', 'identity', build);
    await cache.get('one', 'identity', build);
    expect(builds).toBe(3);
    await cache.get('two', 'identity', build);
    expect(builds).toBe(4);
  });

  it('does not keep a page its build says has moved on, and builds it again next time', async () => {
    const cache = new SyncPageCache(1024 * 1024);
    let builds = 0;
    const build = async () => {
      builds++;
      return { json: `{"n":${builds}}`, keep: builds > 1 };
    };
    expect((await cache.get('W/"b"', 'identity', build)).toString()).toBe('{"n":1}');
    expect((await cache.get('W/"b"', 'identity', build)).toString()).toBe('{"n":2}');
    expect((await cache.get('W/"b"', 'identity', build)).toString()).toBe('{"n":2}');
    expect(builds).toBe(2);
  });
});
