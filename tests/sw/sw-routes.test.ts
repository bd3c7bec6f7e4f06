import { describe, expect, it, vi } from 'vitest';
import { FLUSH_MESSAGE, wakeWindows } from '../../sw/outbox-sync';
import { isApiCall, isProductImage, NAVIGATION_DENYLIST } from '../../sw/routes';

const url = (path: string) => new URL(path, 'https://portal.example');

describe('service worker routing', () => {
  it('caches only same-origin product pictures', () => {
    expect(isProductImage(url('/api/v1/images/products/12/thumb.webp'), true)).toBe(true);
    expect(isProductImage(url('/api/v1/images/products/12/thumb.webp'), false)).toBe(false);
    expect(isProductImage(url('/api/v1/products/12'), true)).toBe(false);
  });

  it('sends every other API call to the network, never to a cache', () => {
    expect(isApiCall(url('/api/v1/sync/catalogue?cursor=0'), true)).toBe(true);
    expect(isApiCall(url('/api/v1/orders'), true)).toBe(true);
    expect(isApiCall(url('/api/v1/images/products/1/full.webp'), true)).toBe(false);
    expect(isApiCall(url('/products'), true)).toBe(false);
  });

  it('never answers an API path with the app shell', () => {
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/api/v1/orders'))).toBe(true);
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/products/12'))).toBe(false);
  });
});

describe('service worker background sync', () => {
  it('asks every open window to flush its outbox', async () => {
    const windows = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
    const clients = { matchAll: vi.fn(async () => windows) };
    expect(await wakeWindows(clients)).toBe(2);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const w of windows) expect(w.postMessage).toHaveBeenCalledWith(FLUSH_MESSAGE);
  });
});
