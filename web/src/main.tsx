import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { createApp } from './ui/app';
import { startConnectivity } from './features/offline/connectivity';
import { startQueryPersistence } from './lib/query/persist';
import { getSession, onSessionChange } from './lib/session/store';
import { t } from './lib/i18n/i18n';
import { notify } from './ui/toaster';

const { App, queryClient } = createApp();

// Offline services, started once per page (here, not in the app tree, so tests start them on
// purpose): the connectivity probe at once; the catalogue sync and the order outbox with the
// first session (both need a signed-in user), loaded then so the sign-in page stays light.
startConnectivity();
let offlineServices: Promise<void> | null = null;
const startOfflineServicesOnce = () => {
  if (!getSession().signedIn) return;
  offlineServices ??= import('./offline-services').then((services) => services.startOfflineServices());
};
startOfflineServicesOnce();
onSessionChange(startOfflineServicesOnce);
// The last profile, settings, notifications and orders come back from localStorage before the
// first route loads, so a start with no network still shows them.
const persistence = startQueryPersistence(queryClient);
// Browser benchmarks time the catalogue's own functions; the hooks load only when they ask.
if (localStorage.getItem('portal.bench') === '1') void import('./bench-probe').then((probe) => probe.install());

void persistence.restored().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
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
