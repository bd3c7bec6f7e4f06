/**
 * The offline services of a signed-in page: the catalogue sync (on start, on 'online', every five
 * minutes and after each sign-in), the cart's owner (another person signing in starts with an
 * empty cart) and the order outbox (which flushes on start, on sign-in and whenever the server
 * answers again). main.tsx loads this module with the first session, so the sign-in page does not
 * download the device database (Dexie) it needs.
 */
import { startCatalogueSync, syncCatalogueNow } from '../features/catalogue/offline/sync-engine';
import { getConnectivity, onReconnect } from '../lib/connectivity';
import { sessionAuth } from '../features/outbox/outbox-auth';
import { configureOutbox, flushOnReconnect } from '../features/outbox/outbox-flush';
import { startOutbox } from '../features/outbox/start-outbox';
import { API_BASE } from '../lib/api/config';
import { reportReachability } from '../lib/api/reachability';
import { claimCart } from '../lib/cart/cart-owner';
import { getSession, onSessionChange } from '../lib/session/store';

export function startOfflineServices(): void {
  const claim = () => {
    const userId = getSession().user?.id;
    if (userId !== undefined) void claimCart(userId);
  };
  claim();
  startCatalogueSync();
  onSessionChange(() => {
    claim();
    void syncCatalogueNow();
  });
  configureOutbox({
    auth: sessionAuth,
    apiBase: API_BASE,
    isOnline: () => getConnectivity().online,
    onUnreachable: () => reportReachability('unreachable'),
    onReachable: () => reportReachability('answered'),
  });
  startOutbox(sessionAuth);
  onReconnect(flushOnReconnect);
}
