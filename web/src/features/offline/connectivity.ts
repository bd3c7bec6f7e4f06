/**
 * Whether the API can really be reached. navigator.onLine only says a network interface is up
 * (a café Wi-Fi without internet counts as online), so the answer comes from a probe: GET
 * /api/v1/health with a 5 s time-out and no caching. Held in memory; re-probed on the browser's
 * online/offline events and every 30 s while offline. Callers: the app shell (startConnectivity),
 * banners (useConnectivity), anyone needing a fresh answer (probeNow).
 */
import { useSyncExternalStore } from 'react';
import { API_BASE } from '../../lib/api/config';

export const PROBE_TIMEOUT_MS = 5_000;
export const OFFLINE_REPROBE_MS = 30_000;

/** AbortSignal.timeout arrived in Safari 16; older iPads get the same from a controller and a timer. */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

export interface Connectivity {
  online: boolean;
  /** null until the first probe finished. */
  lastCheckedAt: string | null;
}

let state: Connectivity = { online: typeof navigator === 'undefined' ? true : navigator.onLine, lastCheckedAt: null };
const listeners = new Set<() => void>();
let inFlight: Promise<boolean> | null = null;

function set(next: Connectivity): void {
  state = next;
  for (const listener of listeners) listener();
}

async function probe(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  try {
    const url = new URL(`${API_BASE.replace(/\/$/, '')}/health`, location.origin);
    const response = await fetch(url, { cache: 'no-store', signal: timeoutSignal(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Probes now (joining a probe in flight) and publishes the answer. */
export function probeNow(): Promise<boolean> {
  inFlight ??= probe()
    .then((online) => {
      set({ online, lastCheckedAt: new Date().toISOString() });
      return online;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export const getConnectivity = (): Connectivity => state;

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConnectivity = (): Connectivity => useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);

/** Probes at start, on online/offline events and every 30 s while offline. Returns a stop function. */
export function startConnectivity(): () => void {
  const check = () => void probeNow();
  window.addEventListener('online', check);
  window.addEventListener('offline', check);
  const timer = setInterval(() => {
    if (!state.online) check();
  }, OFFLINE_REPROBE_MS);
  check();
  return () => {
    window.removeEventListener('online', check);
    window.removeEventListener('offline', check);
    clearInterval(timer);
  };
}
