import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { DEFAULT_PERIOD, dailyTotalsQuery } from '../../../../features/admin/system-analytics/analytics-api';
import { SystemAnalyticsPage } from '../../../../features/admin/system-analytics/system-analytics-page';

/** System analytics: the default period's days loaded before the screen shows. */
export const Route = createFileRoute('/_app/admin/system/analytics')({
  loader: ({ context }) => loadScreen(context.queryClient, [dailyTotalsQuery(DEFAULT_PERIOD)]),
  errorComponent: screenError('admin.analytics.title', 'admin.analytics.fetchFailed'),
  component: SystemAnalyticsPage,
});
