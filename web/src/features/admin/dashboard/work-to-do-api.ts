import { queryOptions } from '@tanstack/react-query';
import { orderRoutes } from '@portal/contract/orders';
import { call } from '../../../lib/api/call';
import { t } from '../../../lib/i18n/i18n';
import { adminKeys } from '../../../lib/query/keys';

/** Today as the orders list's date filters write it (yyyy-mm-dd, the browser's own day). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface WorkToDo {
  pending: number;
  processing: number;
  /** Orders with a failed payment nothing has settled since: not cancelled, not paid later. */
  failedPayments: number;
  /** Today's orders, as many as the list filtered to today shows. */
  todayOrders: number;
  /** What today's orders not cancelled come to, in cents (as the orders' Total Revenue counts). */
  todaySales: number;
  day: string;
}

/**
 * The dashboard's work to do, from the orders figures: all orders by status, those with a failed
 * payment still unsettled, and today's (from the browser's midnight to its next, as the list's
 * date filter reads a day).
 */
export const workToDoQuery = (day: string = today()) =>
  queryOptions({
    queryKey: [...adminKeys.dashboard(), 'work', day],
    queryFn: async (): Promise<WorkToDo> => {
      const fallback = t('admin.dashboard.fetchFailed');
      const [all, failed, sales] = await Promise.all([
        call(orderRoutes.stats, { fallback }),
        call(orderRoutes.stats, { query: { unsettledFailedPayment: true }, fallback }),
        call(orderRoutes.stats, { query: { startDate: new Date(`${day}T00:00:00`).toISOString(), endDate: new Date(`${day}T23:59:59.999`).toISOString() }, fallback }),
      ]);
      return { pending: all.pending, processing: all.processing, failedPayments: failed.total, todayOrders: sales.total, todaySales: sales.totalRevenue, day };
    },
  });
