/**
 * Device storage: how much is used (estimate) and whether the browser may evict the data
 * (persisted / persist). Every helper degrades to a neutral answer where the StorageManager API
 * is missing (older Safari, tests). The "storage full" state is in lib/db/storage-errors.ts.
 * Sign-in asks for persistence once per page (requestPersistenceOnce); the offline page shows the
 * answer and lets the shopper ask again.
 */

export interface StorageEstimateResult {
  usage: number | null;
  quota: number | null;
}

export async function estimate(): Promise<StorageEstimateResult> {
  try {
    const result = await navigator.storage?.estimate?.();
    return { usage: result?.usage ?? null, quota: result?.quota ?? null };
  } catch {
    return { usage: null, quota: null };
  }
}

/** Asks the browser not to evict this site's data; false when refused or unsupported. */
export async function persist(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export async function persisted(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

let requested: Promise<boolean> | null = null;

/**
 * Asks once per page, right after sign-in, so the catalogue and the order outbox are not evicted
 * under storage pressure. Nothing is asked when already granted or when the API is missing.
 */
export function requestPersistenceOnce(): Promise<boolean> {
  requested ??= (async () => {
    if (typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function') return false;
    if (await persisted()) return true;
    return persist();
  })();
  return requested;
}

/** Tests start over. */
export function resetPersistenceRequest(): void {
  requested = null;
}

/** Whether this browser reports storage at all (WebKitGTK and some Safari builds have no navigator.storage). */
export const storageReported = (): boolean => typeof navigator !== 'undefined' && typeof navigator.storage?.estimate === 'function';
/** Whether this browser can be asked to keep the site's data. */
export const persistenceAskable = (): boolean => typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function';
