/**
 * The service worker's part in order delivery. When Background Sync (or Periodic Background
 * Sync) fires, the worker itself sends the queued orders of every person whose credentials the
 * device holds, and the sealed orders of people who signed out (decision 029), reading the outbox
 * and the tokens from the device database, with no window open.
 * It shares the sending with the pages (web/src/features/outbox/outbox-deliver.ts) and the token
 * refresh (web/src/lib/session/refresh-core.ts), and takes the same Web Locks, so one sender and
 * one refresh run at a time across worker and pages. Afterwards open windows are told
 * (outbox-changed) so their screens catch up. Messages: web/src/lib/sw-protocol.ts.
 */
import { API_BASE_PATH } from '@portal/contract/rules';
import { BACKOFF_CAP_ONLINE_MS } from '../web/src/features/outbox/backoff';
import { deliverDue, withOutboxLock, type DeliveryAuth, type DeliveryReport } from '../web/src/features/outbox/outbox-deliver';
import { listCredentials, readCredentials, removeCredentials } from '../web/src/lib/session/device-credentials';
import { refreshDeviceSession, SessionRefusedError } from '../web/src/lib/session/refresh-core';
import { OUTBOX_CHANGED_MESSAGE, type SwMessage } from '../web/src/lib/sw-protocol';

interface WindowClientLike {
  postMessage(message: unknown): void;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
}

/** Posts a message to every window; resolves with how many were told. */
export async function tellWindows(clients: ClientsLike, message: SwMessage): Promise<number> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
  return windows.length;
}

function workerAuth(clients: ClientsLike): DeliveryAuth {
  return {
    userIds: async () => (await listCredentials()).map((row) => row.userId),
    accessToken: async (userId) => (await readCredentials(userId))?.accessToken ?? null,
    refresh: (userId, staleToken) =>
      refreshDeviceSession(userId, {
        apiBase: API_BASE_PATH,
        staleAccessToken: staleToken,
        onRenewed: () => void tellWindows(clients, { type: 'tokens-rotated', userId }),
      }).catch(async (error: unknown) => {
        // The API refused this person's session: their sealed orders go sealed, the others wait for them.
        if (error instanceof SessionRefusedError) await removeCredentials(userId);
        throw error;
      }),
  };
}

/**
 * One delivery pass from the worker. Rejects when orders are still waiting after it, so the
 * browser fires the sync again later (with its own backoff) instead of forgetting it.
 */
export async function deliverFromWorker(clients: ClientsLike): Promise<DeliveryReport> {
  const report = await withOutboxLock(
    () => deliverDue({ auth: workerAuth(clients), apiBase: API_BASE_PATH, ignoreBackoff: true, backoffCapMs: BACKOFF_CAP_ONLINE_MS }),
    false,
  );
  await tellWindows(clients, OUTBOX_CHANGED_MESSAGE);
  if (report && report.waiting > 0) throw new Error(`${report.waiting} orders still waiting`);
  return report ?? { sent: 0, waiting: 0 };
}
