import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { ChakraUi, NotFoundPage } from '../app/chakra-ui';
import { Pending } from '../app/pending';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Screens built from plain markup and their own stylesheet: a first visit loads no UI kit. */
const PLAIN_ROUTES = new Set<string>(['/_guest/login']);

function Root() {
  const plain = useRouterState({ select: (state) => state.matches.some((match) => PLAIN_ROUTES.has(match.routeId)) });
  if (plain) return <Outlet />;
  return (
    <ChakraUi>
      <Outlet />
    </ChakraUi>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  pendingComponent: Pending,
  notFoundComponent: NotFoundPage,
});
