import { createFileRoute, redirect } from '@tanstack/react-router';
import { UserDashboard } from '../../features/account/user-dashboard';
import { isAdmin } from '../../lib/session/roles';
import { getSession } from '../../lib/session/store';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: () => {
    if (isAdmin(getSession().user?.role)) throw redirect({ to: '/admin/dashboard' });
  },
  component: UserDashboard,
});
