import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { FullScreenLoading } from '../ui/full-screen-loading';
import { NotFound } from '../ui/not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  pendingComponent: FullScreenLoading,
  notFoundComponent: NotFound,
});
