/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest, served as /sw.js).
 * - Precaches the app shell and answers every navigation with index.html, so the installed app
 *   opens with no network.
 * - Keeps product pictures (/api/v1/images/) cache-first, bounded in count and age.
 * - Never caches any other API response: those are per-user and must be fresh.
 * - Background Sync 'outbox': wakes the open pages so their outbox flush sends queued orders.
 *   Delivery itself never depends on this (Safari has no Background Sync, and workbox's replay
 *   queue drops requests); the page also flushes on start, online and visibility.
 * - SKIP_WAITING from the page's update prompt activates a new version.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, wakeWindows } from './outbox-sync';
import { isApiCall, isProductImage, NAVIGATION_DENYLIST } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRoute(
  ({ url, sameOrigin }) => isProductImage(url, sameOrigin),
  new CacheFirst({
    cacheName: 'product-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      // About 3,000 pictures for 30 days; on a quota error the cache empties itself first.
      new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Explicit so no later catch-all route can ever serve API JSON from a cache. Non-GET requests are
// not routed at all and go straight to the network.
registerRoute(({ url, sameOrigin }) => isApiCall(url, sameOrigin), new NetworkOnly());

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(wakeWindows(self.clients));
});
