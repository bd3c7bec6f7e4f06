import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes } from '@portal/contract/orders';
import { orderTimelineRoutes } from '@portal/contract/order-timeline';
import { call } from '../../../lib/api/call';
import { t } from '../../../lib/i18n/i18n';
import { adminKeys } from '../../../lib/query/keys';

/** The order page's two reads: the order with its lines and payments, and its timeline. */
export const orderPageKeys = {
  order: (id: number) => [...adminKeys.all, 'orders', 'detail', id] as const,
  timeline: (id: number) => [...adminKeys.all, 'orders', 'timeline', id] as const,
};

export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: orderPageKeys.order(id), queryFn: () => call(orderRoutes.get, { params: { id }, fallback: t('admin.orders.fetchFailed') }) });

export const orderTimelineQuery = (id: number) =>
  queryOptions({ queryKey: orderPageKeys.timeline(id), queryFn: () => call(orderTimelineRoutes.timeline, { params: { id }, fallback: t('admin.orderPage.timelineFailed') }) });

/** After a status change: the order, its timeline, and the list and figures it shows in. */
export function useOrderPageRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderPageKeys.order(id) }),
      queryClient.invalidateQueries({ queryKey: orderPageKeys.timeline(id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.lists('orders') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats('orders') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
    ]);
}

export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(orderTimelineRoutes.comment, { params: { id }, body: { text }, fallback: t('admin.orderPage.commentFailed') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderPageKeys.timeline(id) }),
  });
}
