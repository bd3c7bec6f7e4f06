import { createFileRoute } from '@tanstack/react-router';
import { auditSearchSchema } from '../../../../features/admin/history/audit-search';
import { auditList } from '../../../../features/admin/history/history-api';
import { AuditPage } from '../../../../features/admin/history/audit-page';
import { loadList } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';

/** Audit Log: its filters, page and page size in the address, so Back returns to them; the page is loaded before it shows. */
export const Route = createFileRoute('/_app/admin/system/audit')({
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, auditList, deps),
  errorComponent: screenError('admin.audit.title', 'admin.history.failed'),
  component: AuditPage,
});
