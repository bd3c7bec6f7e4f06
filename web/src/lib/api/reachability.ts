/**
 * What requests learn about the server, passed on to whoever measures connectivity
 * (lib/connectivity.ts): 'answered' when the API answered with its own envelope,
 * 'unreachable' when a request got no answer, or an answer that was not the API's (a captive
 * portal's page, a proxy's error), 'slow' when one has waited SLOW_REQUEST_MS. Held in memory; the API client and the outbox report here.
 */
export type Reachability = 'answered' | 'unreachable' | 'slow';

/** A request still unanswered after this is a reason to measure at once (a hanging server). */
export const SLOW_REQUEST_MS = 3_000;

const listeners = new Set<(seen: Reachability) => void>();

export function reportReachability(seen: Reachability): void {
  for (const listener of listeners) listener(seen);
}

export function onReachability(listener: (seen: Reachability) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const wellListeners = new Set<() => void>();

/**
 * The API answered a request as it should (its own envelope, a status below 500), or the probe
 * found it healthy: the outbox tries an order waiting out a backoff at once (outbox-flush.ts).
 */
export function reportServerWell(): void {
  for (const listener of wellListeners) listener();
}

export function onServerWell(listener: () => void): () => void {
  wellListeners.add(listener);
  return () => wellListeners.delete(listener);
}
