import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSuperAdmin } from '../../../lib/session/guards';

export const Route = createFileRoute('/_app/admin/system')({ beforeLoad: requireSuperAdmin, component: Outlet });
