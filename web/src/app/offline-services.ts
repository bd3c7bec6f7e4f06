/**
 * The offline services of a signed-in page: the catalogue sync (on start, on 'online', every five
 * minutes and after each sign-in), the cart's owner (another person signing in starts with an
 * empty cart), the cart's sync with the server (lib/cart/cart-sync.ts) and the order outbox
 * (which flushes on start, on sign-in and whenever the server answers again, and tries an order
 * waiting out a backoff as soon as another request is answered). main.tsx loads this module with the first session, so the sign-in page does not
 * download the device database (Dexie) it needs.
 */
import { checkDeviceCleared, watchDeviceState } from '../features/catalogue/offline/device-cleared';
import { startCatalogueSync, syncCatalogueNow } from '../features/catalogue/offline/sync-engine';
import { claimCart } from '../lib/cart/cart-owner';
import { startCartSync, syncCartsNow } from '../lib/cart/cart-sync';
import { readDeviceMarker } from '../lib/device-marker';
import { getSession, onSessionChange } from '../lib/session/store';
import { startOutboxService } from './outbox-service';

/** The start's look at the device database never holds the catalogue sync back longer than this. */
const DEVICE_CHECK_MS = 3_000;

export function startOfflineServices(): void {
  // The person's cart is theirs on the device first, then pulled from the server over it.
  const claim = () => {
    const userId = getSession().user?.id;
    if (userId !== undefined) void claimCart(userId).then(syncCartsNow, syncCartsNow);
  };
  claim();
  // Read before any request could write it back: what this device held when last told.
  const marker = readDeviceMarker();
  const looked = Promise.race([checkDeviceCleared(marker).catch(() => false), new Promise((resolve) => setTimeout(resolve, DEVICE_CHECK_MS))]);
  void looked.then(() => {
    startCatalogueSync();
    watchDeviceState();
  });
  onSessionChange(() => {
    claim();
    void syncCatalogueNow();
  });
  startOutboxService();
  startCartSync();
}
