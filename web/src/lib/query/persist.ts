/**
 * Small server state kept across reloads, so the app opens with no network showing its last data.
 * Stores one entry in localStorage under 'queryCache': the dehydrated queries whose keys are in
 * PERSISTED_QUERY_KEYS (profile, settings, notifications, the orders lists), written at most once
 * a second and never above MAX_PERSISTED_CHARS. Everything else stays in memory; the catalogue
 * lives in Dexie (lib/db) and never passes through here, which is why this is an allow-list.
 *
 * The entry belongs to one signed-in user and one app version (the buster): another user's or an
 * older version's data is discarded on restore, and the entry is removed when the session ends.
 * Started once per page by main.tsx; tests start it on purpose.
 */
import { partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSession, onSessionChange, type Session } from '../session/store';
import { notificationKeys, orderKeys, settingsKeys, userKeys } from './keys';

export const PERSIST_STORAGE_KEY = 'queryCache';
export const PERSIST_THROTTLE_MS = 1000;
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** localStorage holds about 5 M characters per site; this state must never crowd out the rest. */
export const MAX_PERSISTED_CHARS = 1_000_000;

/** Prefixes: a query is persisted when its key starts with one of these. */
export const PERSISTED_QUERY_KEYS: readonly QueryKey[] = [
  userKeys.profile(),
  settingsKeys.all,
  notificationKeys.list(),
  orderKeys.list().slice(0, 2),
];

export const isPersistedQueryKey = (key: QueryKey): boolean => PERSISTED_QUERY_KEYS.some((allowed) => partialMatchKey(key, allowed));

export const shouldDehydrateQuery = (query: Query): boolean => query.state.status === 'success' && isPersistedQueryKey(query.queryKey);

/** The build (vite.config.ts: its commit) and the user: another release or person never sees this entry. */
export const persistBuster = (userId: number | string): string => `${String(import.meta.env.VITE_APP_BUILD ?? 'dev')}:${userId}`;

export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface QueryPersistence {
  /** Resolves once the stored entry of the current user (if any) is back in the query client. */
  restored(): Promise<void>;
  stop(): void;
}

const ownerOf = (session: Session): string | null => (session.signedIn && session.user ? String(session.user.id) : null);

export function startQueryPersistence(queryClient: QueryClient, storage: SyncStorage = localStorage): QueryPersistence {
  // A persisted query must outlive the 60 s default, or collecting it would drop it from storage.
  for (const key of PERSISTED_QUERY_KEYS) queryClient.setQueryDefaults(key, { gcTime: PERSIST_MAX_AGE_MS });

  let owner: string | null | undefined;
  let stopCurrent = () => {};
  let restored = Promise.resolve();

  const follow = (session: Session) => {
    const next = ownerOf(session);
    if (next === owner) return;
    owner = next;
    stopCurrent();
    if (next === null) {
      storage.removeItem(PERSIST_STORAGE_KEY);
      stopCurrent = () => {};
      restored = Promise.resolve();
      return;
    }
    // The persister's code (with the query cache's hydration) comes only for a signed-in person:
    // the sign-in page never runs it (tests/e2e/first-route-size.test.ts).
    let stopped = false;
    let stopAttached = () => {};
    stopCurrent = () => {
      stopped = true;
      stopAttached();
    };
    restored = import('./persist-entry')
      .then(({ attachPersistence }) => {
        if (stopped) return;
        const attached = attachPersistence(queryClient, storage, persistBuster(next));
        stopAttached = attached.stop;
        // A broken entry is removed by the restore itself; the app then starts empty.
        return attached.restored;
      })
      .catch(() => undefined);
  };

  follow(getSession());
  const unsubscribeSession = onSessionChange(follow);
  return {
    restored: () => restored,
    stop() {
      unsubscribeSession();
      stopCurrent();
    },
  };
}
