import { Badge, Button, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { AuditRecord } from '@portal/contract/audit';
import { t, useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { DataTable, type Column } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { AuditFiltersBar } from './audit-filters';
import { auditQuery, noAuditFilters } from './history-api';
import { actionLabel, actorText, changeText, detailsText } from '../kit/history/history-format';

const entityText = (r: AuditRecord) => {
  const name = t(`admin.audit.entity.${r.entity}` as MessageKey);
  return r.entityId ? `${name} #${r.entityId}` : name;
};

function columns(): Column<AuditRecord>[] {
  return [
    { header: t('admin.audit.col.when'), cell: (r) => <Text minW="28">{formatDate(r.createdAt, 'dateTime')}</Text> },
    {
      header: t('admin.audit.col.who'),
      breakAnywhere: true,
      cell: (r) => (
        <Stack gap="0">
          <Text>{actorText(r)}</Text>
          {r.actor && (
            <Text fontSize="xs" color="fg.muted">
              {r.actor.email}
            </Text>
          )}
          {r.ip && (
            <Text fontSize="xs" color="fg.muted" aria-label={`${t('admin.audit.col.ip')}: ${r.ip}`}>
              {r.ip}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: t('admin.audit.col.record'), cell: (r) => <Text whiteSpace="nowrap">{entityText(r)}</Text> },
    {
      header: t('admin.audit.col.action'),
      cell: (r) => (
        <Badge size="sm" variant="subtle" colorPalette="primary" title={r.action}>
          {actionLabel(r.action)}
        </Badge>
      ),
    },
    {
      header: t('admin.audit.col.changes'),
      breakAnywhere: true,
      cell: (r) => (
        <Stack gap="0" fontSize="sm" minW="48">
          {r.changes.length > 0 && (
            <List.Root ps="4">
              {r.changes.map((c) => (
                <List.Item key={c.field}>{changeText(c)}</List.Item>
              ))}
            </List.Root>
          )}
          {detailsText(r) && <Text color="fg.muted">{detailsText(r)}</Text>}
        </Stack>
      ),
    },
  ];
}

/** Audit Log (super admin): every record, newest first, filtered by record, actor, action and date. */
export function AuditPage() {
  useI18n();
  const list = useListState(noAuditFilters);
  const query = useQuery(auditQuery(list.page, list.pageSize, list.filters));
  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.audit.title')}
        subtitle={t('admin.audit.subtitle')}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <AuditFiltersBar value={list.filters} onChange={list.patch} onClear={() => list.setFilters(noAuditFilters)} />
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.history.failed'))} onRetry={() => void query.refetch()} />}
      <DataTable
        label={t('admin.audit.table')}
        columns={columns()}
        rows={query.data?.records}
        rowKey={(r) => r.id}
        loading={query.isPending}
        empty={t('admin.audit.empty')}
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
    </Stack>
  );
}
