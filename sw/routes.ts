/**
 * Which requests the service worker handles how. Plain functions of a URL so they can be tested
 * without a service worker. Every API call other than a picture matches no route: the browser
 * sends it for the page, never from a cache (sw.ts says why).
 */
import { API_TIMEOUT_MS } from '@portal/contract/rules';

export const IMAGE_PREFIX = '/api/v1/images/';

/** A picture the worker fetches is given up after this, like any API call of the page. */
export const PICTURE_FETCH_DEADLINE_MS = API_TIMEOUT_MS;

/** Product pictures: immutable by URL, worth keeping for offline browsing. */
export const isProductImage = (url: URL, sameOrigin: boolean): boolean => sameOrigin && url.pathname.startsWith(IMAGE_PREFIX);

/** Navigations the app shell answers; API paths are never given index.html. */
export const NAVIGATION_DENYLIST = [/^\/api\//];
