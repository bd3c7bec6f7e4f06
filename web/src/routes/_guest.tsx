import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n/i18n';
import { requireVisitor } from '../lib/session/guards';

/** Sign in, registration and password recovery: visitors only, with the auth texts loaded. */
export const Route = createFileRoute('/_guest')({
  staticData: { texts: ['auth'] },
  beforeLoad: async ({ location }) => {
    requireVisitor((location.search as { redirect?: unknown }).redirect);
    await loadNamespaces('auth');
  },
  component: Outlet,
});
