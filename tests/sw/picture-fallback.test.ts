import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_FALLBACK_HEADER, pictureStrategy } from '../../sw/picture-fallback';
import { ProductImage } from '../../web/src/ui/product-image';

// What Workbox expects of a worker's event, which jsdom lacks. The work it hands to waitUntil (the
// cache expiry after a picture is answered) is awaited after each test, as a worker would keep it.
const extended: Promise<unknown>[] = [];
class ExtendableEventStub extends Event {
  waitUntil(work: Promise<unknown>): void {
    extended.push(work);
  }
}
/** Cache Storage as a worker sees it (the shared jsdom one has no caches.match). */
function workerCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  const url = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const open = async (name: string) => ({
    match: async (request: RequestInfo | URL) => store(name).get(url(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => void store(name).set(url(request), response),
    keys: async () => [...store(name).keys()].map((key) => new Request(key)),
    delete: async (request: RequestInfo | URL) => store(name).delete(url(request)),
  });
  return { open, match: async (request: RequestInfo | URL, options?: { cacheName?: string }) => (options?.cacheName ? (await open(options.cacheName)).match(request) : undefined) };
}
const event = () => new ExtendableEventStub('fetch') as never;

describe('product pictures with no network', () => {
  // Workbox asks whether it was given a FetchEvent; jsdom has none.
  beforeEach(() => {
    vi.stubGlobal('ExtendableEvent', ExtendableEventStub);
    vi.stubGlobal('caches', workerCaches());
    vi.stubGlobal('FetchEvent', class FetchEvent extends ExtendableEventStub {});
  });
  afterEach(async () => {
    await Promise.allSettled(extended.splice(0));
    vi.unstubAllGlobals();
  });

  it('answers a picture neither cached nor reachable with an empty 503 instead of rejecting the page', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const response = await pictureStrategy('pictures-offline').handle({ request: new Request('https://portal.example/api/v1/images/products/7/thumb.webp'), event: event() });
    expect(response.status).toBe(503);
    expect(response.headers.get(PICTURE_FALLBACK_HEADER)).toBe('unavailable');
    expect(await response.text()).toBe('');
  });

  it('still answers a cached picture from the cache', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const request = new Request('https://portal.example/api/v1/images/products/8/thumb.webp');
    await (await caches.open('pictures-cached')).put(request, new Response('webp', { status: 200 }));
    const response = await pictureStrategy('pictures-cached').handle({ request, event: event() });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('webp');
  });

  it('shows the placeholder of a product with no picture when the picture cannot be loaded (the cart thumbnail offline)', () => {
    render(createElement(ProductImage, { src: '/api/v1/images/products/7/thumb.webp', alt: 'Candles', height: '80px' }));
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Candles' }));
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });
});
