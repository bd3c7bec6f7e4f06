/**
 * The one definition of what the service worker (sw/sw.ts) and the pages say to each other, and
 * of the Background Sync tags. Both sides import this module; it touches no DOM and no worker
 * global, so it type-checks under either.
 *
 * Page -> worker:   SKIP_WAITING (activate a waiting version; workbox-window sends this shape)
 * Worker -> page:   flush-outbox (deliver what you can, sent when a sync fires with windows open)
 *                   outbox-changed (the worker delivered or updated queued orders)
 *                   tokens-rotated (the worker refreshed a person's tokens in the device store)
 */
export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_PERIODIC_SYNC_TAG = 'outbox-periodic';

export type SwMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'flush-outbox' }
  | { type: 'outbox-changed' }
  | { type: 'tokens-rotated'; userId: number };

export type SwMessageType = SwMessage['type'];

const TYPES: readonly SwMessageType[] = ['SKIP_WAITING', 'flush-outbox', 'outbox-changed', 'tokens-rotated'];

/** The message a postMessage carried, or null when it is not one of ours. */
export function readSwMessage(data: unknown): SwMessage | null {
  const type = (data as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) return null;
  if (type === 'tokens-rotated') {
    const userId = (data as { userId?: unknown }).userId;
    return typeof userId === 'number' ? { type, userId } : null;
  }
  return { type } as SwMessage;
}

export const FLUSH_MESSAGE: SwMessage = { type: 'flush-outbox' };
export const OUTBOX_CHANGED_MESSAGE: SwMessage = { type: 'outbox-changed' };
export const SKIP_WAITING_MESSAGE: SwMessage = { type: 'SKIP_WAITING' };
