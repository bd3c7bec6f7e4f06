import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n/i18n';
import { requireAdmin } from '../../lib/session/guards';

/** The back office: admins only; its texts (the admin namespace) load before any admin screen. */
export const Route = createFileRoute('/_app/admin')({
  staticData: { texts: ['admin'] },
  beforeLoad: async () => {
    requireAdmin();
    await loadNamespaces('admin');
  },
  component: Outlet,
});
