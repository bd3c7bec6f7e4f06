/**
 * Installs the outbox triggers: app start, the 'online' event, the page becoming visible or shown
 * again from the back/forward cache, a sign-in,
 * connectivity coming back (the caller passes onReconnect), and the service worker's messages
 * (lib/sw-protocol.ts: flush-outbox when a sync fires, outbox-changed after the worker delivered).
 * Where the person granted Periodic Background Sync, registers it so the worker also looks now and
 * then with the app closed. Call startOutbox() once from the app shell; it returns a stop function.
 */
import { OUTBOX_PERIODIC_SYNC_TAG, readSwMessage } from '../../lib/sw-protocol';
import { flushOutbox, requestBackgroundSync, stopOutboxTimer } from './outbox-flush';
import type { OutboxAuth } from './outbox-auth';

const PERIODIC_MIN_INTERVAL_MS = 15 * 60 * 1000;

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

async function registerPeriodicSync(): Promise<void> {
  try {
    const status = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName });
    if (status?.state !== 'granted') return;
    const registration = await navigator.serviceWorker.ready;
    await (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync?.register(OUTBOX_PERIODIC_SYNC_TAG, { minInterval: PERIODIC_MIN_INTERVAL_MS });
  } catch {
    // Not offered (Safari, Firefox, a browser tab that was not installed): the page flushes.
  }
}

export function startOutbox(auth?: Pick<OutboxAuth, 'onSessionChange'>, onReconnect?: (listener: () => void) => () => void): () => void {
  const now = () => void flushOutbox({ ignoreBackoff: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') now();
  };
  const onMessage = (event: MessageEvent) => {
    const message = readSwMessage(event.data);
    if (message?.type === 'flush-outbox' || message?.type === 'outbox-changed') now();
  };
  // A page shown again from the back/forward cache (Safari keeps pages there) looks at once.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) now();
  };
  window.addEventListener('online', now);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stopSession = auth?.onSessionChange?.(now);
  const stopReconnect = onReconnect?.(now);
  if (navigator.serviceWorker) {
    requestBackgroundSync();
    void registerPeriodicSync();
  }
  now();
  return () => {
    window.removeEventListener('online', now);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stopSession?.();
    stopReconnect?.();
    stopOutboxTimer();
  };
}
