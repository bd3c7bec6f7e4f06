/**
 * Which requests the service worker handles how. Plain functions of a URL so they can be tested
 * without a service worker.
 */
export const API_PREFIX = '/api/';
export const IMAGE_PREFIX = '/api/v1/images/';

/** Product pictures: immutable by URL, worth keeping for offline browsing. */
export const isProductImage = (url: URL, sameOrigin: boolean): boolean => sameOrigin && url.pathname.startsWith(IMAGE_PREFIX);

/** Every other API call: authenticated, per-user JSON that must never come from a cache. */
export const isApiCall = (url: URL, sameOrigin: boolean): boolean => sameOrigin && url.pathname.startsWith(API_PREFIX) && !url.pathname.startsWith(IMAGE_PREFIX);

/** Navigations the app shell answers; API paths are never given index.html. */
export const NAVIGATION_DENYLIST = [/^\/api\//];
