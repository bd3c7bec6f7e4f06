/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest, served as /sw.js).
 * - Precaches the app shell and answers every navigation with index.html, so the installed app
 *   opens with no network; takes control of the open pages on its first install, so their
 *   requests (pictures, route chunks) pass through it from the start.
 * - Keeps product pictures (/api/v1/images/) cache-first in 'product-images', bounded in count and
 *   age; "Download for offline" fills the same cache from the page.
 * - Leaves every other API call to the browser (no route answers it): never from a cache, since
 *   those answers are per-user and must be fresh, and owned by the page that asked, so the page's
 *   time-out or navigation aborts it and frees its connection. Answered through the worker, a
 *   request hung on a network that swallows traffic outlived the page's abort and kept a
 *   connection busy after the network came back; enough of them left the app a blank page.
 * - The worker's own fetches (pictures) have a deadline for the same reason.
 * - Background Sync 'outbox' and Periodic Background Sync 'outbox-periodic': delivers queued
 *   orders itself, app closed or not (outbox-sync.ts). Pages flush too (Safari has neither).
 * - SKIP_WAITING from the page's update prompt activates a new version.
 * Messages and tags: web/src/lib/sw-protocol.ts, shared with the pages.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_PERIODIC_SYNC_TAG, OUTBOX_SYNC_TAG, readSwMessage } from '../web/src/lib/sw-protocol';
import { deliverFromWorker } from './outbox-sync';
import { pictureStrategy } from './picture-fallback';
import { isProductImage, NAVIGATION_DENYLIST } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Only a first install claims pages; an update still waits for the person to agree (SKIP_WAITING).
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRoute(({ url, sameOrigin }) => isProductImage(url, sameOrigin), pictureStrategy());

// No route for any other API call, on purpose (see above). Nothing may be registered that matches
// them: tests/sw/sw-routes.test.ts holds the routes to that.

self.addEventListener('message', (event) => {
  if (readSwMessage(event.data)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverFromWorker(self.clients));
});

self.addEventListener('periodicsync', (event: Event) => {
  const sync = event as SyncEvent;
  // A periodic pass never rejects: the next period comes anyway.
  if (sync.tag === OUTBOX_PERIODIC_SYNC_TAG) sync.waitUntil(deliverFromWorker(self.clients).catch(() => undefined));
});
