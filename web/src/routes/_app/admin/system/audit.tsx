import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../../features/admin/history/audit-page';

export const Route = createFileRoute('/_app/admin/system/audit')({ component: AuditPage });
