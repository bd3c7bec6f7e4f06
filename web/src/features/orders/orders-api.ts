/** The shopper's own orders on the server (the outbox holds the ones not delivered yet). */
import { queryOptions } from '@tanstack/react-query';
import type { OrderList, OrderView } from '@portal/contract/orders';
import { request } from '../../lib/api/client';
import { orderKeys } from '../../lib/query/keys';

export const MY_ORDERS_LIMIT = 50;

export const myOrdersQuery = (page = 1) =>
  queryOptions({
    queryKey: orderKeys.list({ page, limit: MY_ORDERS_LIMIT, includeItems: true }),
    queryFn: () => request<OrderList>('get', 'orders', { searchParams: { page, limit: MY_ORDERS_LIMIT, includeItems: true } }),
  });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => request<OrderView>('get', `orders/${id}`) });

export const cancelOrder = (id: number) => request<OrderView>('delete', `orders/${id}/cancel`);
