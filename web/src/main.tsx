import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { createApp } from './ui/app';
import { startCatalogueSync, syncCatalogueNow } from './features/catalogue/offline/sync-engine';
import { startConnectivity } from './features/offline/connectivity';
import { sessionAuth } from './features/outbox/outbox-auth';
import { startOutbox } from './features/outbox/start-outbox';
import { onSessionChange } from './lib/session/store';

const { App } = createApp();

// Offline services, started once per page (here, not in the app tree, so tests start them on
// purpose): the connectivity probe, the catalogue sync (it waits for a token, so a sign-in kicks
// it) and the order outbox (which flushes on sign-in by itself).
startConnectivity();
startCatalogueSync();
onSessionChange(() => void syncCatalogueNow());
startOutbox(sessionAuth);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (built from sw/sw.ts) is registered at /sw.js once the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    new Workbox('/sw.js').register().catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
