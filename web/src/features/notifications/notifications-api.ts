import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { notificationKeys } from '../../lib/query/keys';

export interface NotificationItem {
  id: number;
  type: string;
  title: string;
  body: string;
  orderId: number | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationList {
  items: NotificationItem[];
  unreadCount: number;
}

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
