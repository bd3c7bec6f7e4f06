import { describe, expect, it } from 'vitest';
import { isProductImage, NAVIGATION_DENYLIST } from '../../sw/routes';
import { readSwMessage } from '../../web/src/lib/sw-protocol';

const url = (path: string) => new URL(path, 'https://portal.example');

describe('service worker routing', () => {
  it('caches only same-origin product pictures', () => {
    expect(isProductImage(url('/api/v1/images/products/12/thumb.webp'), true)).toBe(true);
    expect(isProductImage(url('/api/v1/images/products/12/thumb.webp'), false)).toBe(false);
    expect(isProductImage(url('/api/v1/products/12'), true)).toBe(false);
  });

  it('routes no other API call: the browser sends it for the page, never from a cache', () => {
    for (const path of ['/api/v1/sync/catalogue?cursor=0', '/api/v1/orders', '/api/v1/users/profile', '/api/v1/health']) {
      expect(isProductImage(url(path), true), path).toBe(false);
      expect(NAVIGATION_DENYLIST.some((re) => re.test(url(path).pathname)), path).toBe(true);
    }
  });

  it('never answers an API path with the app shell', () => {
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/api/v1/orders'))).toBe(true);
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/products/12'))).toBe(false);
  });
});

describe('service worker message protocol', () => {
  it('reads the messages both sides send and ignores anything else', () => {
    expect(readSwMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(readSwMessage({ type: 'flush-outbox' })).toEqual({ type: 'flush-outbox' });
    expect(readSwMessage({ type: 'outbox-changed' })).toEqual({ type: 'outbox-changed' });
    expect(readSwMessage({ type: 'tokens-rotated', userId: 7 })).toEqual({ type: 'tokens-rotated', userId: 7 });
    expect(readSwMessage({ type: 'tokens-rotated' })).toBeNull();
    expect(readSwMessage({ type: 'something-else' })).toBeNull();
    expect(readSwMessage('flush-outbox')).toBeNull();
    expect(readSwMessage(null)).toBeNull();
  });
});
