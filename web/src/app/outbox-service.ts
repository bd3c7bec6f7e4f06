/**
 * The page's order outbox, started once per page: by the offline services with the first
 * session, or earlier on a sign-in page when orders of people who signed out are sealed and wait
 * on the device (decision 029), so they leave even if nobody signs in. Either way it sends as
 * whoever is signed in at the time (sessionAuth), and sealed orders with no session.
 */
import { getConnectivity, onReconnect } from '../lib/connectivity';
import { sessionAuth } from '../features/outbox/outbox-auth';
import { configureOutbox, flushOnReconnect, retryOnServerWell } from '../features/outbox/outbox-flush';
import { startOutbox } from '../features/outbox/start-outbox';
import { API_BASE } from '../lib/api/config';
import { onServerWell, reportReachability } from '../lib/api/reachability';

let started = false;

export function startOutboxService(): void {
  if (started) return;
  started = true;
  configureOutbox({
    auth: sessionAuth,
    apiBase: API_BASE,
    isOnline: () => getConnectivity().online,
    onUnreachable: () => reportReachability('unreachable'),
    onReachable: () => reportReachability('answered'),
  });
  startOutbox(sessionAuth);
  onReconnect(flushOnReconnect);
  onServerWell(retryOnServerWell);
}
