/**
 * "Download for offline": a catalogue sync, then every active product's card picture and first
 * detail picture written into the picture cache (lib/image-cache.ts) by the page itself, so they
 * are there whether or not the service worker controls the page yet (requests of a page it does
 * not control never pass through it). Before it starts, the storage it will take is estimated
 * from a few pictures and compared with what the browser has free; when short, nothing is
 * downloaded and the shopper is told. "Ready" is recorded (localStorage 'offline-ready-at') only
 * when every picture was counted in the cache. Caller: the offline readiness page.
 */
import { db } from '../../../lib/db/database';
import { estimate } from '../../../lib/device-storage';
import { IMAGE_CACHE } from '../../../lib/image-cache';
import { syncCatalogueNow } from './sync-engine';

export const READY_KEY = 'offline-ready-at';
const PARALLEL = 6;
const SAMPLE = 4;
/** Room kept free for the catalogue, the outbox and the browser itself. */
const HEADROOM = 0.9;

export const readReadyAt = (): string | null => localStorage.getItem(READY_KEY);

/** The pictures "ready for offline" means: card and first detail picture of every product on the device. */
export async function offlinePictureUrls(): Promise<string[]> {
  const urls = new Set<string>();
  await db.products.each((p) => {
    const first = p.images[0];
    if (first?.url) urls.add(new URL(first.url, location.origin).href);
    if (first?.fullUrl) urls.add(new URL(first.fullUrl, location.origin).href);
  });
  return [...urls];
}

/** How many of `urls` the picture cache holds. */
export async function countCachedPictures(urls: string[]): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(IMAGE_CACHE);
  const held = new Set((await cache.keys()).map((request) => request.url));
  return urls.filter((url) => held.has(url)).length;
}

export interface PicturePlan {
  urls: string[];
  /** Not yet in the cache. */
  missing: string[];
  estimatedBytes: number;
  availableBytes: number | null;
  enoughStorage: boolean;
}

async function store(cache: Cache, url: string): Promise<number> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Picture answered ${response.status}`);
  const bytes = Number(response.headers.get('content-length')) || (await response.clone().blob()).size;
  await cache.put(url, response);
  return bytes;
}

/** What a download would fetch and whether it fits; stores the few pictures it measures. */
export async function planPictures(): Promise<PicturePlan> {
  const urls = await offlinePictureUrls();
  const cache = await caches.open(IMAGE_CACHE);
  const held = new Set((await cache.keys()).map((request) => request.url));
  let missing = urls.filter((url) => !held.has(url));
  const sizes: number[] = [];
  for (const url of missing.slice(0, SAMPLE)) sizes.push(await store(cache, url).catch(() => 0));
  missing = missing.slice(SAMPLE);
  const average = sizes.length ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 0;
  const estimatedBytes = Math.round(average * missing.length);
  const { usage, quota } = await estimate();
  const availableBytes = usage === null || quota === null ? null : quota - usage;
  const enoughStorage = availableBytes === null || estimatedBytes <= availableBytes * HEADROOM;
  return { urls, missing, estimatedBytes, availableBytes, enoughStorage };
}

export interface DownloadResult {
  total: number;
  cached: number;
  failed: number;
  storageShort: boolean;
  /** When the device filled up: how many pictures it held then, before they were removed. */
  reached: number;
}

/**
 * Downloads the pictures `plan` found missing; onProgress(done, total) after each. An interrupted
 * download goes on from what the cache holds. At the first quota error it stops and empties the
 * picture cache, as the service worker does on a quota error of its own (sw/picture-fallback.ts):
 * room for the catalogue and the orders comes before pictures. Resolves with what the cache holds
 * afterwards.
 */
export async function downloadPictures(plan: PicturePlan, onProgress: (done: number, total: number) => void): Promise<DownloadResult> {
  const cache = await caches.open(IMAGE_CACHE);
  const queue = [...plan.missing];
  const total = plan.urls.length;
  let done = total - queue.length;
  let storageShort = false;
  let stored = done;
  onProgress(done, total);
  async function worker() {
    for (let url = queue.shift(); url !== undefined && !storageShort; url = queue.shift()) {
      try {
        await store(cache, url);
        stored += 1;
      } catch (error) {
        // A failed picture is simply not counted; a full device stops the download.
        if ((error as { name?: string }).name === 'QuotaExceededError') storageShort = true;
      }
      done += 1;
      onProgress(done, total);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (storageShort) {
    await caches.delete(IMAGE_CACHE);
    localStorage.removeItem(READY_KEY);
  }
  const cached = await countCachedPictures(plan.urls);
  if (cached === total) localStorage.setItem(READY_KEY, new Date().toISOString());
  return { total, cached, failed: total - cached, storageShort, reached: storageShort ? stored : cached };
}

/** Sync, then plan; the page shows the plan (size, free space) and downloads when it fits. */
export async function prepareOfflineDownload(): Promise<PicturePlan> {
  await syncCatalogueNow();
  return planPictures();
}
