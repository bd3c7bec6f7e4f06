/**
 * Whether the API can really be reached: a measurement, never navigator.onLine alone (a Wi-Fi
 * behind a captive portal, a server that is down or a failing DNS all leave the Wi-Fi "up").
 * The probe is GET /api/v1/health with a 5 s time-out and no caching, and only the API's own
 * JSON envelope counts as an answer (a captive portal's 200 page does not). It runs at start,
 * every 10 s while the server answers (so an idle app notices within 15 s), every 3 s while it
 * does not (so a return is seen within 2 s), on the browser's online/offline events, and at once
 * when a request fails or has waited 3 s (lib/api/reachability.ts), so a failing request is
 * confirmed within 8 s.
 * A request the API answered counts as a probe that succeeded.
 * Held in memory. Callers: main.tsx (startConnectivity), banners (useConnectivity), anyone
 * needing a fresh answer (probeNow), the outbox (onReconnect: the server answers again).
 */
import { useSyncExternalStore } from 'react';
import { API_BASE } from './api/config';
import { onReachability, reportServerWell } from './api/reachability';

export const PROBE_TIMEOUT_MS = 5_000;
export const ONLINE_REPROBE_MS = 10_000;
export const OFFLINE_REPROBE_MS = 2_000;

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
const reconnectListeners = new Set<() => void>();
let inFlight: Promise<boolean> | null = null;

function set(online: boolean): void {
  const wasOnline = state.online;
  state = { online, lastCheckedAt: new Date().toISOString() };
  for (const listener of listeners) listener();
  if (online && !wasOnline) for (const listener of reconnectListeners) listener();
}

async function probe(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  try {
    const url = new URL(`${API_BASE.replace(/\/$/, '')}/health`, location.origin);
    const response = await fetch(url, { cache: 'no-store', signal: timeoutSignal(PROBE_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown } | null;
    return body?.success === true;
  } catch {
    return false;
  }
}

/** Probes now (joining a probe in flight) and publishes the answer. */
export function probeNow(): Promise<boolean> {
  inFlight ??= probe()
    .then((online) => {
      set(online);
      if (online) reportServerWell();
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

/** Called each time the server answers again after it did not. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export const useConnectivity = (): Connectivity => useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);

/** Starts the measurements described above. Returns a stop function. */
export function startConnectivity(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const arm = () => {
    if (timer) clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, state.online ? ONLINE_REPROBE_MS : OFFLINE_REPROBE_MS);
  };
  const tick = () => void probeNow().finally(arm);
  const check = () => tick();
  const stopReachability = onReachability((seen) => {
    if (seen === 'unreachable' || seen === 'slow') check();
    else if (!state.online) {
      set(true);
      arm();
    }
  });
  window.addEventListener('online', check);
  window.addEventListener('offline', check);
  tick();
  return () => {
    stopped = true;
    stopReachability();
    window.removeEventListener('online', check);
    window.removeEventListener('offline', check);
    if (timer) clearTimeout(timer);
  };
}
