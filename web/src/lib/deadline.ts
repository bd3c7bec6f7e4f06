/**
 * Deadlines for requests made outside ky (order sends, token refreshes, the service worker's own
 * fetches). A request that outlives its deadline is aborted, which also closes its connection: on
 * a network that swallows requests, a hung request would otherwise hold one of the browser's few
 * connections to the server long after the network came back. Worker-safe.
 */

/** AbortSignal.timeout arrived in Safari 16; older iPads get the same from a controller and a timer. */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** Aborts after `ms`, or as soon as `outer` aborts; either way with a TimeoutError. */
export function deadlineSignal(ms: number, outer?: AbortSignal | null): AbortSignal {
  const timeout = timeoutSignal(ms);
  if (!outer) return timeout;
  const controller = new AbortController();
  const abort = () => controller.abort(new DOMException('Timed out', 'TimeoutError'));
  if (outer.aborted || timeout.aborted) abort();
  outer.addEventListener('abort', abort, { once: true });
  timeout.addEventListener('abort', abort, { once: true });
  return controller.signal;
}
