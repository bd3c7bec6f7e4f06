import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from '../lib/query/query-client';
import { setSessionExpiredHandler } from '../lib/session/refresh';
import { onSessionChange } from '../lib/session/store';
import { routeTree } from '../routeTree.gen';
import { FullScreenLoading } from './full-screen-loading';
import { NotFound } from './not-found';
import { UiProvider } from './provider';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullScreenLoading,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export interface AppOptions {
  /** Starts in memory at this path instead of the browser's address (tests, previews). */
  initialPath?: string;
  queryClient?: QueryClient;
}

/** The whole app: router, query client, theme and toasts. */
export function createApp(options: AppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const history = options.initialPath ? createMemoryHistory({ initialEntries: [options.initialPath] }) : undefined;
  const router = createAppRouter(queryClient, history);
  setSessionExpiredHandler(() => {
    queryClient.clear();
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
  });
  // Guards run again when someone signs in or out (here or in another tab).
  const stop = onSessionChange(() => void router.invalidate());
  function App() {
    return (
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    );
  }
  return { App, router, queryClient, stop };
}
