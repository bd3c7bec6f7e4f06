import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportRoutes, type REPORT_FILE_NAMES, type ReportOverview } from '@portal/contract/reports';
import { api } from '../../../lib/api/api-on-demand';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import type { DateRange } from './date-range';
import { getLanguage, t } from '../../../lib/i18n/i18n';

export type ReportKind = keyof typeof REPORT_FILE_NAMES;
export const REPORT_KINDS: readonly ReportKind[] = ['purchases', 'categories', 'payments'];


/** Purchases are paged by the server (page 0-based here, 1-based in the API). */
export const purchaseReportQuery = (range: DateRange, page: number, limit: number) => {
  const params = { ...range, page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('reports-purchases', params),
    queryFn: () => call(reportRoutes.purchases, { query: params, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Categories and payments come whole; the table pages them on screen. */
export const categoryReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-categories', { ...range }),
    queryFn: () => call(reportRoutes.categories, { query: { ...range }, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });

export const paymentReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-payments', { ...range }),
    queryFn: () => call(reportRoutes.payments, { query: { ...range }, fallback: t('admin.reports.fetchFailed') }),
    placeholderData: keepPreviousData,
  });

/** Every day of the range, days without orders included (the server fills the gaps). */
export const revenueByDayQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-revenue', { ...range }),
    queryFn: async () => (await call(reportRoutes.revenueByDay, { query: { ...range }, fallback: t('admin.reports.fetchFailed') })).rows,
    placeholderData: keepPreviousData,
  });

/**
 * The six cards of the chosen dates: the people, chapters, vendors and categories with orders in
 * them and the events held in them. A failure is logged and the cards show dashes (spec 8: stats
 * failures are silent).
 */
export const reportOverviewQuery = (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.list('reports-overview', { ...range }),
    queryFn: async (): Promise<ReportOverview | null> => {
      try {
        return await call(reportRoutes.overview, { query: { ...range }, fallback: t('admin.reports.fetchFailed') });
      } catch (error) {
        console.error('Report overview failed to load', error);
        return null;
      }
    },
    placeholderData: keepPreviousData,
  });

/** The server's CSV of the whole range (every value quoted), headers and words in the chosen language, as a Blob to save. */
export const fetchReportCsv = (kind: ReportKind, range: DateRange) =>
  api.blob(`reports/${kind}`, { searchParams: { ...range, format: 'csv', lang: getLanguage() }, fallback: t('admin.reports.exportFailed') });
