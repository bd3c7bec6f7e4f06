/**
 * Deadlines for the device-database reads the screens wait on. A read that gives no answer
 * within DEVICE_READ_DEADLINE_MS (an engine that keeps a store locked, decision 022) or fails is
 * counted here; the signed-in frame then says so and offers to try again (every waiting read is
 * asked again) or to reload the app, instead of showing placeholders for ever. use-live-query.ts
 * reports; ui/device-read-stall.tsx shows.
 */
import { useSyncExternalStore } from 'react';
import { onPageRestored } from './frozen-pages';

export const DEVICE_READ_DEADLINE_MS = 10_000;

export type StallKind = 'slow' | 'failed';

const stalls = new Map<symbol, StallKind>();
const listeners = new Set<() => void>();
let attempt = 0;
let state: { kind: StallKind | null; attempt: number } = { kind: null, attempt };

function publish(): void {
  const kinds = [...stalls.values()];
  state = { kind: kinds.includes('failed') ? 'failed' : kinds.length ? 'slow' : null, attempt };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface WatchedRead {
  /** The read answered: it no longer counts as stalled. */
  answered(): void;
  failed(): void;
  /** The screen stopped waiting (it closed, or asks again). */
  stop(): void;
}

/** Starts the deadline of one read a screen waits on. */
export function watchDeviceRead(deadlineMs = DEVICE_READ_DEADLINE_MS): WatchedRead {
  const id = Symbol('device read');
  const timer = setTimeout(() => {
    stalls.set(id, 'slow');
    publish();
  }, deadlineMs);
  const clear = () => {
    clearTimeout(timer);
    if (stalls.delete(id)) publish();
  };
  return {
    answered: clear,
    stop: clear,
    failed: () => {
      clearTimeout(timer);
      stalls.set(id, 'failed');
      publish();
    },
  };
}

/** Asks every waiting read again (the hooks that watch the attempt resubscribe). */
export function retryDeviceReads(): void {
  attempt += 1;
  stalls.clear();
  publish();
}

// A page back from the back/forward cache had its reads aborted as it was frozen: ask again.
onPageRestored(retryDeviceReads);

/** What the frame shows: null while every read answered in time. */
export const useDeviceReadStall = () => useSyncExternalStore(subscribe, () => state, () => state);
