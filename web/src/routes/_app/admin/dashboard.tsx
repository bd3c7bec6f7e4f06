import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../features/admin/dashboard/admin-dashboard-page';
import { dashboardQuery } from '../../../features/admin/dashboard/dashboard-api';
import { workToDoQuery } from '../../../features/admin/dashboard/work-to-do-api';
import { loadScreen } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';

/** The back office's dashboard: its figures loaded before it shows, the work to do alongside. */
export const Route = createFileRoute('/_app/admin/dashboard')({
  loader: ({ context }) => loadScreen(context.queryClient, [dashboardQuery()], [workToDoQuery()]),
  errorComponent: screenError('admin.dashboard.title', 'admin.dashboard.fetchFailed'),
  component: AdminDashboardPage,
});
