/**
 * The catalogue sync's progress, for the first-sync progress bar and a "last synced" line. Held in
 * memory only; written by sync-engine.ts, read by anyone through getSyncProgress / useSyncProgress.
 */
import { useSyncExternalStore } from 'react';
import type { SyncFailure } from './sync-failure';

export interface SyncProgress {
  running: boolean;
  /** Rows stored during the current (or last) run. */
  rowsDone: number;
  /** A guess of the rows the run will store in all; null until the first page arrives. */
  estimatedTotal: number | null;
  lastSyncedAt: string | null;
  /** The last run's failure, cleared by the next success: its kind, worded where it is shown (sync-failure.ts). */
  error: SyncFailure | null;
}

let state: SyncProgress = { running: false, rowsDone: 0, estimatedTotal: null, lastSyncedAt: null, error: null };
const listeners = new Set<() => void>();

export function getSyncProgress(): SyncProgress {
  return state;
}

export function setSyncProgress(patch: Partial<SyncProgress>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSyncProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncProgress(): SyncProgress {
  return useSyncExternalStore(subscribeSyncProgress, getSyncProgress, getSyncProgress);
}
