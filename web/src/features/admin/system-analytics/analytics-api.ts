import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { format, subDays } from 'date-fns';
import { reportRoutes, type RevenueDay } from '@portal/contract/reports';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { t } from '../../../lib/i18n/i18n';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
/** The period the screen opens on. */
export const DEFAULT_PERIOD: Period = 30;

/** The last N calendar days, today included, as the report API takes them. */
export function periodRange(days: Period, now: Date = new Date()) {
  return { startDate: format(subDays(now, days - 1), 'yyyy-MM-dd'), endDate: format(now, 'yyyy-MM-dd') };
}

export const dailyTotalsQuery = (days: Period) => {
  const range = periodRange(days);
  return queryOptions({
    queryKey: adminKeys.list('analytics', range),
    queryFn: async () => (await call(reportRoutes.revenueByDay, { query: range, fallback: t('admin.analytics.fetchFailed') })).rows,
    placeholderData: keepPreviousData,
  });
};

export interface Totals {
  orders: number;
  revenue: number;
  averageOrder: number;
  perDay: number;
}

/** Whole-cent averages (rounded), zero when there is nothing to divide. */
export function totalsOf(days: RevenueDay[]): Totals {
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const revenue = days.reduce((n, d) => n + d.revenue, 0);
  return {
    orders,
    revenue,
    averageOrder: orders ? Math.round(revenue / orders) : 0,
    perDay: days.length ? Math.round(revenue / days.length) : 0,
  };
}
