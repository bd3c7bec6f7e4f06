import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, warmFirstRoute } from './app/app';
import { startConnectivity } from './lib/connectivity';
import { startQueryPersistence } from './lib/query/persist';
import { readHeldOrders } from './lib/session/held-orders';
import { getSession, onSessionChange } from './lib/session/store';
import { i18nReady, t } from './lib/i18n/i18n';
import { nextTask } from './lib/next-task';
import { notify } from './ui/toaster';

/**
 * Startup, as a few short tasks rather than one long one (the browser paints and answers taps in
 * between; see lib/next-task.ts): the connectivity probe and the order outbox start, the router is
 * made, the first route's code and texts start downloading, the other offline services start, then
 * the data kept from the last visit comes back and the app renders.
 */
async function start() {
  // Out of the task that evaluated the entry (its modules' evaluation is long enough).
  await nextTask();
  // The order outbox first, before the router and the screens' code: an order saved on this device
  // leaves within seconds of the app opening, however long a slow tablet takes to draw its first
  // screen. Its module is small (the outbox and the device database) and comes on its own.
  startConnectivity();
  if (getSession().signedIn || readHeldOrders().some((h) => (h.sealed ?? 0) > 0)) startOutboxSoon();
  await nextTask();
  const { App, queryClient, router } = createApp();
  const { uiKit } = await warmFirstRoute(router);
  await nextTask();
  // Offline services, started once per page (here, not in the app tree, so tests start them on
  // purpose): the catalogue sync, the cart's sync and the outbox (if not started above) with the
  // first session (they need a signed-in user), loaded then so the sign-in page stays light.
  let offlineServices: Promise<void> | null = null;
  const startOfflineServicesOnce = () => {
    if (!getSession().signedIn) return;
    // In a task of its own: the module arrives with the signed-in screens' code, evaluated in one.
    offlineServices ??= import('./app/offline-services').then(async (services) => {
      await nextTask();
      return services.startOfflineServices();
    });
  };
  startOfflineServicesOnce();
  onSessionChange(startOfflineServicesOnce);
  // Browser benchmarks time the catalogue's own functions: only a build made by the benchmark
  // (VITE_BENCH_PROBE=1, tests/bench/shopper.bench.ts) carries the hooks; the shipped app has none.
  if (import.meta.env.VITE_BENCH_PROBE === '1' && localStorage.getItem('portal.bench') === '1') {
    void import('./app/bench-probe').then((probe) => probe.install());
  }
  await nextTask();
  // The last profile, settings, notifications and orders come back from localStorage before the
  // first route loads, so a start with no network still shows them. The first paint waits for the
  // active language's common texts too (one small chunk), and a signed-in screen for the UI kit
  // (app/chakra-ui.tsx, loadUiProvider): index.html's outline shows meanwhile.
  const persistence = startQueryPersistence(queryClient);
  await Promise.all([persistence.restored(), i18nReady(), uiKit]).catch(() => undefined);
  // Rendered as a transition: React works in short slices and lets the browser paint and answer
  // taps between them, instead of holding the main thread for the whole first screen.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
/**
 * Starts the page's order outbox (app/outbox-service.ts, once per page) as soon as its module
 * arrives: for the person signed in, or, with nobody signed in, for orders sealed by people who
 * signed out, which go without anyone (decision 029).
 */
function startOutboxSoon(): void {
  void import('./app/outbox-service').then((outbox) => outbox.startOutboxService());
}

void start();

// The service worker (built from sw/sw.ts) is registered at /sw.js once the page has loaded and
// the browser is idle, so its code never competes with the first screen. A new version waits
// until the user agrees to reload, so a half-filled form is never lost.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  window.addEventListener('load', () =>
    whenIdle(async () => {
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox('/sw.js');
      workbox.addEventListener('waiting', () => {
        notify.prompt(t('pwa.updateReady'), t('pwa.reload'), () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      });
      workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
    }),
  );
}
