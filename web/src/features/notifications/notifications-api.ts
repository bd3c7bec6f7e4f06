import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes } from '@portal/contract/notifications';
import { call } from '../../lib/api/call';
import { notificationKeys } from '../../lib/query/keys';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => call(notificationRoutes.list, {}),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'all') => {
      if (id === 'all') await call(notificationRoutes.readAll, {});
      else await call(notificationRoutes.read, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
