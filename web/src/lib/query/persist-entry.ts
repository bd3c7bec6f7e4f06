/**
 * The stored entry of one signed-in person kept in step with the query client (lib/query/persist.ts
 * decides when and for whom): restored once, then written at most once a second, never above
 * MAX_PERSISTED_CHARS, and never after it was stopped.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { MAX_PERSISTED_CHARS, PERSIST_MAX_AGE_MS, PERSIST_STORAGE_KEY, PERSIST_THROTTLE_MS, shouldDehydrateQuery, type SyncStorage } from './persist';

/**
 * Writes only while `isActive()` (a save throttled before sign-out must not bring the entry back)
 * and drops the entry instead of writing one that is too big or does not fit.
 */
function boundedStorage(storage: SyncStorage, isActive: () => boolean): SyncStorage {
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value) => {
      if (!isActive()) return;
      if (value.length > MAX_PERSISTED_CHARS) return storage.removeItem(key);
      try {
        storage.setItem(key, value);
      } catch {
        storage.removeItem(key);
      }
    },
  };
}

export function attachPersistence(queryClient: QueryClient, storage: SyncStorage, buster: string): { restored: Promise<void>; stop: () => void } {
  let active = true;
  const persister = createSyncStoragePersister({
    storage: boundedStorage(storage, () => active),
    key: PERSIST_STORAGE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
  });
  const [unsubscribe, restoring] = persistQueryClient({
    queryClient,
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation: () => false },
  });
  return {
    restored: restoring,
    stop() {
      active = false;
      unsubscribe();
    },
  };
}
