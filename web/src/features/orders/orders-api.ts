/** The shopper's own orders on the server (the outbox holds the ones not delivered yet). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toApiQuery, type MyOrdersSearch } from './my-orders-search';
import { orderRoutes } from '@portal/contract/orders';
import { call } from '../../lib/api/call';
import { orderKeys } from '../../lib/query/keys';

export const MY_ORDERS_LIMIT = 20;

export const myOrdersQuery = (search: MyOrdersSearch = {}) => {
  const params = toApiQuery(search, MY_ORDERS_LIMIT);
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () => call(orderRoutes.list, { query: params }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => call(orderRoutes.get, { params: { id } }) });

export const cancelOrder = (id: number) => call(orderRoutes.cancel, { params: { id } });
