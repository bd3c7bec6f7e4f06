import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@portal/contract/notifications';
import { api } from '../../lib/api/client';
import { notificationKeys } from '../../lib/query/keys';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => api.get<NotificationList>('notifications'),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => (id === 'all' ? api.patch('notifications/read-all') : api.patch(`notifications/${id}/read`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
