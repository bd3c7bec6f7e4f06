import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../../lib/session/guards';

export const Route = createFileRoute('/_app/admin')({ beforeLoad: requireAdmin, component: Outlet });
