import { createFileRoute } from '@tanstack/react-router';
import { listShown, loadScreen } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { rangeOf } from '../../../features/admin/reports/date-range';
import { reportOverviewQuery, revenueByDayQuery } from '../../../features/admin/reports/reports-api';
import { reportSearchSchema } from '../../../features/admin/reports/reports-search';
import { ReportsPage } from '../../../features/admin/reports/reports-page';

/**
 * Reports & Analytics: the chosen days, tab and page in the address, so Back returns to them. The
 * overview's figures are loaded before the screen first shows; the chart and the tab's table
 * alongside. Once the screen has shown figures, another range does not hold the route back: the
 * router would put its pending screen in the reports' place after a second, and a tab or button
 * clicked meanwhile would be lost. The cards keep the last figures, marked as loading.
 */
export const Route = createFileRoute('/_app/admin/reports')({
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => ({ startDate: search.startDate, endDate: search.endDate }),
  loader: ({ context, deps }) => {
    const range = rangeOf(deps);
    const overview = reportOverviewQuery(range);
    if (listShown(context.queryClient, overview.queryKey)) return loadScreen(context.queryClient, [], [overview, revenueByDayQuery(range)]);
    return loadScreen(context.queryClient, [overview], [revenueByDayQuery(range)]);
  },
  errorComponent: screenError('admin.reports.title', 'admin.reports.fetchFailed'),
  component: ReportsPage,
});
