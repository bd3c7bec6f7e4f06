import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/admin/reports/reports-page';

export const Route = createFileRoute('/_app/admin/reports')({ component: ReportsPage });
