import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { ChakraUi, NotFoundPage, usesUiKit } from '../app/chakra-ui';
import { Pending } from '../app/pending';

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const kit = useRouterState({ select: (state) => usesUiKit(state.matches.map((match) => match.routeId)) });
  if (!kit) return <Outlet />;
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
