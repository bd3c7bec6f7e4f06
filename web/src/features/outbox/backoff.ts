/** Retry delays: exponential from 2 s, capped at 5 minutes, with jitter so devices do not retry in step. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;
/** A 409 means the server is finishing the same order: look again soon. */
export const BUSY_RETRY_MS = 3_000;

/** The wait after the attempt numbered `attempts` (1 for the first failure). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // "Equal jitter": at least half the ceiling, so the delay still grows with every failure.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
