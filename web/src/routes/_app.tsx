import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { requireSignedIn } from '../lib/session/guards';
import { AppShell } from '../ui/layout/app-shell';

/** Every signed-in screen lives under this layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignedIn(location.href),
  component: () => (
    <AppShell notifications={<NotificationsBell />}>
      <Outlet />
    </AppShell>
  ),
});
