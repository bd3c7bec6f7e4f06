/**
 * The offline services of a signed-in page: the catalogue sync (on start, on 'online', every five
 * minutes and after each sign-in) and the order outbox (which flushes on start and on sign-in by
 * itself). main.tsx loads this module with the first session, so the sign-in page does not
 * download the device database (Dexie) it needs.
 */
import { startCatalogueSync, syncCatalogueNow } from './features/catalogue/offline/sync-engine';
import { sessionAuth } from './features/outbox/outbox-auth';
import { startOutbox } from './features/outbox/start-outbox';
import { onSessionChange } from './lib/session/store';

export function startOfflineServices(): void {
  startCatalogueSync();
  onSessionChange(() => void syncCatalogueNow());
  startOutbox(sessionAuth);
}
