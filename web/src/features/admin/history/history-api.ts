import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditRoutes } from '@portal/contract/audit';
import { call } from '../../../lib/api/call';
import { t } from '../../../lib/i18n/i18n';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { auditSearch } from './audit-search';

export interface AuditFilters extends Record<string, string> {
  entity: string;
  entityId: string;
  actorUserId: string;
  action: string;
  /** yyyy-MM-dd as typed; the whole day counts. */
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { entity: '', entityId: '', actorUserId: '', action: '', from: '', to: '' };

const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : '');
const dayEnd = (d: string) => (d ? new Date(`${d}T23:59:59.999`).toISOString() : '');

/** A page of the audit log (page is 0-based here, 1-based in the API). */
export const auditQuery = (page: number, limit: number, f: AuditFilters) => {
  const params = compact({
    page: page + 1,
    limit,
    entity: f.entity,
    entityId: f.entity ? f.entityId.trim() : '',
    actorUserId: f.actorUserId.trim(),
    action: f.action.trim(),
    from: dayStart(f.from),
    to: dayEnd(f.to),
  });
  return queryOptions({
    queryKey: adminKeys.list('audit', params),
    queryFn: () => call(auditRoutes.list, { query: params, fallback: t('admin.history.failed') }),
    placeholderData: keepPreviousData,
  });
};

/** The audit log as a list whose state is in the address. */
export const auditList = listSpec({ name: 'audit', route: '/_app/admin/system/audit', ...auditSearch, query: (p: ListParams<AuditFilters>) => auditQuery(p.page, p.pageSize, p.filters) });
