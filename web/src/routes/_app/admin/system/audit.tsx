import { createFileRoute } from '@tanstack/react-router';
import { auditSearchSchema } from '../../../../features/admin/history/audit-search';
import { AuditPage } from '../../../../features/admin/history/audit-page';

/** Audit Log: its filters, page and page size in the address, so Back returns to them. */
export const Route = createFileRoute('/_app/admin/system/audit')({ validateSearch: auditSearchSchema, component: AuditPage });
