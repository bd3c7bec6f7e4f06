import { Outlet, createFileRoute } from '@tanstack/react-router';
import { superAdminOnly } from '../../../features/admin/kit/super-admin-only';

export const Route = createFileRoute('/_app/admin/system')({ beforeLoad: superAdminOnly, component: Outlet });
