import { createFileRoute } from '@tanstack/react-router';
import { reportSearchSchema } from '../../../features/admin/reports/reports-search';
import { ReportsPage } from '../../../features/admin/reports/reports-page';

/** Reports & Analytics: the chosen days, tab and page in the address, so Back returns to them. */
export const Route = createFileRoute('/_app/admin/reports')({ validateSearch: reportSearchSchema, component: ReportsPage });
