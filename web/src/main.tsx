import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { createApp } from './ui/app';
import { startCatalogueSync, syncCatalogueNow } from './features/catalogue/offline/sync-engine';
import { startConnectivity } from './features/offline/connectivity';
import { sessionAuth } from './features/outbox/outbox-auth';
import { startOutbox } from './features/outbox/start-outbox';
import { onSessionChange } from './lib/session/store';
import { t } from './lib/i18n/i18n';
import { notify } from './ui/toaster';

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
// A new version waits until the user agrees to reload, so a half-filled form is never lost.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      notify.prompt(t('pwa.updateReady'), t('pwa.reload'), () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
