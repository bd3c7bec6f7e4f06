/**
 * The product-picture cache shared by the service worker (cache-first for /api/v1/images/) and
 * the page ("Download for offline" writes into it directly, whether or not the worker controls
 * the page yet). Worker-safe.
 */
export const IMAGE_CACHE = 'product-images';
/** Room for every active product's card and first detail picture at 20,000 products and more. */
export const IMAGE_CACHE_MAX_ENTRIES = 50_000;
