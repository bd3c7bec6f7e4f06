/**
 * How the worker answers a product picture: from its cache first (pictures are immutable by URL),
 * else from the network with a deadline, kept 30 days. A picture it can neither find nor fetch
 * (offline, and never downloaded for offline use, like the cart's thumbnails) is answered with an
 * empty 503 instead of a rejected respondWith(): the browser logs no failure, and the page's image
 * shows the same placeholder as a product with no picture (ui/product-image.tsx).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE, IMAGE_CACHE_MAX_ENTRIES } from '../web/src/lib/image-cache';
import { deadlinePlugin } from './deadline-plugin';
import { PICTURE_FETCH_DEADLINE_MS } from './routes';

export const PICTURE_FALLBACK_HEADER = 'x-portal-picture';

export function pictureFallbackPlugin(): WorkboxPlugin {
  return {
    handlerDidError: async () =>
      new Response(null, { status: 503, statusText: 'Picture not available offline', headers: { 'cache-control': 'no-store', [PICTURE_FALLBACK_HEADER]: 'unavailable' } }),
  };
}

export function pictureStrategy(cacheName = IMAGE_CACHE): CacheFirst {
  return new CacheFirst({
    cacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      deadlinePlugin(PICTURE_FETCH_DEADLINE_MS),
      // Every active product's pictures for 30 days; on a quota error the cache empties itself first.
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      pictureFallbackPlugin(),
    ],
  });
}
