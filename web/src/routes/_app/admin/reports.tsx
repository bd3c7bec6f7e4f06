import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { rangeOf } from '../../../features/admin/reports/date-range';
import { reportOverviewQuery, revenueByDayQuery } from '../../../features/admin/reports/reports-api';
import { reportSearchSchema } from '../../../features/admin/reports/reports-search';
import { ReportsPage } from '../../../features/admin/reports/reports-page';

/**
 * Reports & Analytics: the chosen days, tab and page in the address, so Back returns to them. The
 * overview's figures are loaded before the screen shows; the chart and the tab's table alongside.
 */
export const Route = createFileRoute('/_app/admin/reports')({
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => ({ startDate: search.startDate, endDate: search.endDate }),
  loader: ({ context, deps }) => {
    const range = rangeOf(deps);
    return loadScreen(context.queryClient, [reportOverviewQuery(range)], [revenueByDayQuery(range)]);
  },
  errorComponent: screenError('admin.reports.title', 'admin.reports.fetchFailed'),
  component: ReportsPage,
});
