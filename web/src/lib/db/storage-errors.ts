/**
 * A visible "device storage is full" state. Held in memory; the offline modules (sync, cart,
 * outbox) call reportStorageError() when an IndexedDB write throws, the UI reads
 * useStorageState() to show a warning and clearStorageError() once the shopper freed space.
 */
import { useSyncExternalStore } from 'react';

export interface StorageState {
  quotaExceeded: boolean;
  message: string | null;
}

let state: StorageState = { quotaExceeded: false, message: null };
const listeners = new Set<() => void>();

function set(next: StorageState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Dexie wraps IndexedDB errors; the quota error shows up by name at either level. */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

/** Records a storage failure; returns true when it was the quota (the UI now shows it). */
export function reportStorageError(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  set({ quotaExceeded: true, message: 'This device is out of storage space: free some space so the catalogue and orders can be saved.' });
  return true;
}

export function clearStorageError(): void {
  set({ quotaExceeded: false, message: null });
}

export const getStorageState = (): StorageState => state;

export function subscribeStorageState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useStorageState = (): StorageState => useSyncExternalStore(subscribeStorageState, getStorageState, getStorageState);
