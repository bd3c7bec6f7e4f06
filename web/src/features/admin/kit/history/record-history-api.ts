/** One record's change history for the details dialogs of every admin area (the audit log screen lives in admin/history). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditRoutes, type AuditEntity } from '@portal/contract/audit';
import { call } from '../../../../lib/api/call';
import { t } from '../../../../lib/i18n/i18n';
import { adminKeys } from '../../../../lib/query/keys';

const PANEL_PAGE = 10;

/** One record's history, newest first, ten at a time. */
export function useRecordHistory(entity: AuditEntity, entityId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.all, 'history', entity, entityId] as const,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(auditRoutes.list, { query: { entity, entityId: String(entityId), page: pageParam, limit: PANEL_PAGE }, fallback: t('admin.history.failed') }),
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
  });
}
