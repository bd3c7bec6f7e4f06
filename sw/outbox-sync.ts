/**
 * The service worker's part in order delivery. It never sends orders itself (it has no session
 * and no Dexie access here); when the browser fires Background Sync for the 'outbox' tag it wakes
 * every open window, and the page's flush loop sends with its own session.
 */
export const OUTBOX_SYNC_TAG = 'outbox';
export const FLUSH_MESSAGE = { type: 'flush-outbox' } as const;

interface WindowClientLike {
  postMessage(message: unknown): void;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
}

/** Posts flush-outbox to every window; resolves with how many were told. */
export async function wakeWindows(clients: ClientsLike): Promise<number> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(FLUSH_MESSAGE);
  return windows.length;
}
