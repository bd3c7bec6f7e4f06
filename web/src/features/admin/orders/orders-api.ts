import { queryOptions } from '@tanstack/react-query';
import { orderRoutes } from '@portal/contract/orders';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { listQuery, useReloadingMutation } from '../kit/admin-queries';
import { apiParams, listSpec, type ListParams } from '../kit/list-search';
import { orderSearch } from './orders-search';
import { t } from '../../../lib/i18n/i18n';


export interface OrderFilters extends Record<string, string> {
  search: string;
  status: string;
  paymentMethod: string;
  /** Orders with a payment in this status, settled since or not. */
  paymentStatus: string;
  /** 'true': a failed payment nothing has settled since (the dashboard's failed payments); 'false': the others. */
  unsettledFailedPayment: string;
  startDate: string;
  endDate: string;
}

const iso = (day: string, end = false) => (day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : '');

export const ordersQuery = (p: ListParams<OrderFilters>) => {
  const f = p.filters;
  const params = apiParams(p, { includeItems: true, includePayments: true, search: f.search.trim(), status: f.status, paymentMethod: f.paymentMethod, paymentStatus: f.paymentStatus, unsettledFailedPayment: f.unsettledFailedPayment, startDate: iso(f.startDate), endDate: iso(f.endDate, true) });
  return listQuery('orders', params, (query) => call(orderRoutes.list, { query, fallback: t('admin.orders.fetchFailed') }));
};

/** Order Management's list in the address. */
export const orderList = listSpec({ name: 'orders', route: '/_app/admin/orders', ...orderSearch, query: ordersQuery });

export const orderStatsQuery = () => queryOptions({ queryKey: adminKeys.stats('orders'), queryFn: () => call(orderRoutes.stats, {}) });

/** An update's paymentMethod '' leaves the method as it is. */
export type OrderAction = { kind: 'update'; id: number; status: OrderStatus; paymentMethod: PaymentMethod | '' } | { kind: 'cancel'; id: number };

/** Update or cancel; the list and the figures reload after. */
export function useOrderAction() {
  return useReloadingMutation(
    (a: OrderAction) =>
      a.kind === 'cancel'
        ? call(orderRoutes.cancel, { params: { id: a.id }, fallback: t('admin.orders.cancelFailed') })
        : call(orderRoutes.update, {
            params: { id: a.id },
            body: { status: a.status, ...(a.paymentMethod ? { paymentMethod: a.paymentMethod } : {}) },
            fallback: t('admin.orders.updateFailed'),
          }),
    [adminKeys.lists('orders'), adminKeys.stats('orders')],
  );
}
