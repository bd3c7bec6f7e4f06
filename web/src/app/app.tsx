import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { prefetchNamespaces, type Namespace } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query/query-client';
import { nextTask } from '../lib/next-task';
import { getSession, onSessionChange } from '../lib/session/store';
import { routeTree } from '../routeTree.gen';
import { ToastHost } from '../ui/toaster';
import { NotFoundPage, loadUiKitCode, loadUiProvider, usesUiKit } from './chakra-ui';
import { ColorModeProvider } from './color-mode-provider';
import { Pending } from './pending';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Pending,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The text namespaces the route's guard loads (said here too, so the first page can fetch them early). */
    texts?: Namespace[];
  }
}

/**
 * Starts fetching what the first screen needs before the app renders: the code of every route the
 * address matches and the texts they declare. Without it each arrives only after the one before it
 * (main chunk, then common texts, then the route's texts, then its code), one round trip each,
 * which is most of the wait for the first screen on a slow link. One route per task: starting the
 * downloads of a route's files takes the main thread a while on a tablet.
 */
export async function warmFirstRoute(router: ReturnType<typeof createAppRouter>): Promise<{ uiKit: Promise<void> }> {
  await nextTask();
  const routes = router.matchRoutes(router.state.location).map((match) => router.routesById[match.routeId as keyof typeof router.routesById]);
  prefetchNamespaces(routes.flatMap((route) => route.options.staticData?.texts ?? []));
  // A signed-in screen's code is imported once the UI kit's file has been evaluated on its own.
  const withKit = getSession().signedIn && usesUiKit(routes.map((route) => route.id));
  const kit = withKit ? loadUiKitCode() : Promise.resolve();
  void kit.then(async () => {
    for (const route of routes) {
      await nextTask();
      router.loadRouteChunk(route)?.catch(() => undefined);
    }
  });
  // What the first render waits for (main.tsx): the UI kit's provider, ready, for a screen built
  // with it. A failed load settles too: the screen then fails as it would have.
  const settled = () => undefined;
  const uiKit = withKit ? kit.then(loadUiProvider).then(settled, settled) : Promise.resolve();
  return { uiKit };
}

export interface AppOptions {
  /** Starts in memory at this path instead of the browser's address (tests, previews). */
  initialPath?: string;
  queryClient?: QueryClient;
}

/**
 * The whole app: router, query client, colour mode and toasts. The UI kit comes with the screens
 * that use it (routes/__root.tsx), so the sign-in page loads without it.
 */
export function createApp(options: AppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const history = options.initialPath ? createMemoryHistory({ initialEntries: [options.initialPath] }) : undefined;
  const router = createAppRouter(queryClient, history);
  // Only a session can expire: the refresh module (and the HTTP client under it) loads with the
  // first session, so a visitor's sign-in page does without it.
  let expiryHandled = false;
  const handleExpiry = () => {
    if (expiryHandled || !getSession().signedIn) return;
    expiryHandled = true;
    void import('../lib/session/refresh').then(({ setSessionExpiredHandler }) =>
      setSessionExpiredHandler(() => {
        queryClient.clear();
        void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
      }),
    );
  };
  handleExpiry();
  const stopExpiry = onSessionChange(handleExpiry);
  // Guards run again when someone signs in or out (here or in another tab).
  const stopGuards = onSessionChange(() => void router.invalidate());
  const stop = () => {
    stopExpiry();
    stopGuards();
  };
  function App() {
    return (
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <ToastHost />
      </ColorModeProvider>
    );
  }
  return { App, router, queryClient, stop };
}
