/**
 * "Download for offline": a catalogue sync, then a fetch of every product's card image so the
 * service worker's image cache holds it. The time it last finished is kept in localStorage
 * 'offline-ready-at'. Caller: the offline readiness page.
 */
import { db } from '../../../lib/db/database';
import { syncCatalogueNow } from '../../catalogue/offline/sync-engine';

export const READY_KEY = 'offline-ready-at';
const PARALLEL = 6;

export const readReadyAt = (): string | null => localStorage.getItem(READY_KEY);

/** onProgress(done, total) after each image; resolves with the number of images that failed. */
export async function downloadForOffline(onProgress: (done: number, total: number) => void): Promise<number> {
  await syncCatalogueNow();
  const urls = new Set<string>();
  await db.products.each((p) => {
    const url = p.images[0]?.url;
    if (url) urls.add(url);
  });
  const queue = [...urls];
  const total = queue.length;
  let done = 0;
  let failed = 0;
  onProgress(0, total);
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const response = await fetch(url);
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
      done += 1;
      onProgress(done, total);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failed === 0) localStorage.setItem(READY_KEY, new Date().toISOString());
  return failed;
}
