/**
 * Installs the outbox triggers: app start, the 'online' event, the page becoming visible, a sign-in,
 * and the service worker's 'flush-outbox' message (sent from its Background Sync 'sync' event).
 * Call startOutbox() once from the app shell; it returns a stop function.
 */
import { flushOutbox, stopOutboxTimer } from './outbox-flush';
import type { OutboxAuth } from './outbox-auth';

export const FLUSH_MESSAGE = 'flush-outbox';

export function startOutbox(auth?: Pick<OutboxAuth, 'onSessionChange'>): () => void {
  const now = () => void flushOutbox({ ignoreBackoff: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === FLUSH_MESSAGE) now();
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stopSession = auth?.onSessionChange?.(now);
  now();
  return () => {
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stopSession?.();
    stopOutboxTimer();
  };
}
