import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ChapterStats } from '@portal/contract/chapters';
import type { EventStats } from '@portal/contract/events';
import type { CategoryReport, PaymentReport, PurchaseReport, REPORT_FILE_NAMES, RevenueDay } from '@portal/contract/reports';
import type { TaxonomyStats } from '@portal/contract/taxonomy';
import type { UsersListData } from '@portal/contract/users';
import type { VendorStats } from '@portal/contract/vendors';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import type { DateRange } from './date-range';
import { t } from '../../../lib/i18n/i18n';

export type ReportKind = keyof typeof REPORT_FILE_NAMES;
export const REPORT_KINDS: readonly ReportKind[] = ['purchases', 'categories', 'payments'];


/** Purchases are paged by the server (page 0-based here, 1-based in the API). */
export const purchaseReportQuery = (range: DateRange, page: number, limit: number) => {
  const params = { ...range, page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('reports-purchases', params),
    queryFn: () => api.get<PurchaseReport>('reports/purchases', { searchParams: params, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Categories and payments come whole; the table pages them on screen. */
export const categoryReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-categories', { ...range }),
    queryFn: () => api.get<CategoryReport>('reports/categories', { searchParams: { ...range }, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });

export const paymentReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-payments', { ...range }),
    queryFn: () => api.get<PaymentReport>('reports/payments', { searchParams: { ...range }, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });

/** Every day of the range, days without orders included (the server fills the gaps). */
export const revenueByDayQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-revenue', { ...range }),
    queryFn: async () => (await api.get<{ rows: RevenueDay[] }>('reports/revenue-by-day', { searchParams: { ...range }, fallback: t('admin.reports.fetchFailed') })).rows,
    placeholderData: keepPreviousData,
  });

export interface ReportOverview {
  users: number;
  events: number;
  activeEvents: number;
  vendors: number;
  categories: number;
  chapters: number;
}

/** A figure that fails to load is logged and shown as 0 (spec 8: stats failures are silent). */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error('Report overview figure failed to load', error);
    return null;
  }
}

/** The six cards: the user total from a one-row list, the rest from the stats calls (spec 7). */
export const reportOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats('reports'),
    queryFn: async (): Promise<ReportOverview> => {
      const [users, events, vendors, categories, chapters] = await Promise.all([
        orNull(api.get<UsersListData>('users', { searchParams: { page: 1, limit: 1 }, fallback: t('admin.reports.fetchFailed') })),
        orNull(api.get<EventStats>('events/stats', { fallback: t('admin.reports.fetchFailed') })),
        orNull(api.get<VendorStats>('vendors/stats', { fallback: t('admin.reports.fetchFailed') })),
        orNull(api.get<TaxonomyStats>('categories/stats', { fallback: t('admin.reports.fetchFailed') })),
        orNull(api.get<ChapterStats>('chapters/stats', { fallback: t('admin.reports.fetchFailed') })),
      ]);
      return {
        users: users?.pagination.total ?? 0,
        events: events?.overview.total ?? 0,
        activeEvents: events?.overview.active ?? 0,
        vendors: vendors?.overview.total ?? 0,
        categories: categories?.total ?? 0,
        chapters: chapters?.total ?? 0,
      };
    },
  });

/** The server's CSV of the whole range (every value quoted), as a Blob to save. */
export const fetchReportCsv = (kind: ReportKind, range: DateRange) =>
  api.blob(`reports/${kind}`, { searchParams: { ...range, format: 'csv' }, fallback: t('admin.reports.exportFailed') });
