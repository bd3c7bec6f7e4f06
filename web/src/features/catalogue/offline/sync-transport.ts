/**
 * How the catalogue sync reaches the server: the shared API client (bearer + refresh on 401).
 * A page refused with a time to come back (503 or 429 with Retry-After: the server sheds a crowd
 * of tablets starting together, or its database is away) is asked for again after that time, with
 * a random share on top and a growing floor, so the crowd comes back spread out instead of all at
 * once; after a few refusals the run fails as before and the next run (online, or in 5 minutes)
 * starts where it stopped.
 */
import { syncRoutes, type SyncPage } from '@portal/contract/sync';
import { ApiError } from '../../../lib/api/api-error';
import { call } from '../../../lib/api/call';
import { isAdmin } from '../../../lib/session/roles';
import { getAccessToken, getSession } from '../../../lib/session/store';

export interface SyncTransport {
  /**
   * Whose catalogue this is, or null when signed out (no sync: the endpoint needs a token). The
   * server's answer depends only on the role class and the chapter (chapter events), so two people
   * of one chapter share the device's catalogue and a change of person downloads nothing; a person
   * of another chapter downloads only that chapter's events.
   */
  ownerId(): number | string | null;
  /** A page after the cursor; with only 'events', the caller's events alone. */
  fetchPage(cursor: number, limit: number, only?: 'events'): Promise<SyncPage>;
}

/** Attempts at one page before the run gives up. */
export const SYNC_PAGE_ATTEMPTS = 8;
/** The floor stops doubling here: past it the server's own time, which knows its load, leads. */
const HIGHEST_FLOOR_MS = 8_000;
/** No single wait is longer than this. */
const LONGEST_WAIT_MS = 60_000;

export interface RetryOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * The wait before attempt `attempt + 1`: the server's time or a floor doubling from 1 s to 8 s,
 * whichever is longer, plus up to as much again at random.
 */
export function backoffMs(attempt: number, retryAfterSeconds: number, random: () => number): number {
  const floor = Math.max(retryAfterSeconds * 1000, Math.min(HIGHEST_FLOOR_MS, 1000 * 2 ** attempt));
  return Math.min(LONGEST_WAIT_MS, floor * (1 + random()));
}

const comeBackLater = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 503 || error.status === 429) && error.retryAfterSeconds !== null;

export function createApiSyncTransport({ sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), random = Math.random }: RetryOptions = {}): SyncTransport {
  return {
    ownerId: () => {
      const user = getSession().user;
      if (!getAccessToken() || !user) return null;
      return `${isAdmin(user.role) ? 'admin' : 'shopper'}:${user.chapter?.id ?? '-'}`;
    },
    async fetchPage(cursor, limit, only) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await call(syncRoutes.catalogue, { query: { cursor, limit, ...(only ? { only } : {}) } });
        } catch (error) {
          if (!comeBackLater(error) || attempt + 1 >= SYNC_PAGE_ATTEMPTS) throw error;
          await sleep(backoffMs(attempt, error.retryAfterSeconds ?? 0, random));
        }
      }
    },
  };
}

export const apiSyncTransport: SyncTransport = createApiSyncTransport();
