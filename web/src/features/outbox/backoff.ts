/**
 * Retry delays: exponential from 1 s with jitter so devices do not retry in step, capped at 5 s
 * while the server is known to answer (a failure then is a passing one: a 503, a dropped
 * request) and at 60 s while it is not (the connectivity probe, the 'online' event and Background
 * Sync each try at once when it is back, so the long cap never delays a delivery).
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
export const BACKOFF_CAP_ONLINE_MS = 5_000;
/** A 409 means the server is finishing the same order: look again soon. */
export const BUSY_RETRY_MS = 3_000;

/** The wait after the attempt numbered `attempts` (1 for the first failure). */
export function backoffDelay(attempts: number, random: () => number = Math.random, capMs: number = BACKOFF_CAP_MS): number {
  const ceiling = Math.min(capMs, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // "Equal jitter": at least half the ceiling, so the delay still grows with every failure.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
