import { Badge, List, Stack, Text } from '@chakra-ui/react';
import type { AuditRecord } from '@portal/contract/audit';
import { t, useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import type { Column } from '../kit/data-table';
import { dateTime } from '../kit/format';
import { FilterChips } from '../kit/filter-chips';
import { PageHeader } from '../kit/page-header';
import { QueryTable } from '../kit/query-table';
import { RefreshButton } from '../kit/refresh-button';
import { useList } from '../kit/list-search';
import { auditChips, AuditFiltersBar } from './audit-filters';
import { auditList } from './history-api';
import { actionLabel, actorText, changeText, detailsText } from '../kit/history/history-format';

const entityText = (r: AuditRecord) => {
  const name = t(`admin.audit.entity.${r.entity}` as MessageKey);
  return r.entityId ? `${name} #${r.entityId}` : name;
};

function columns(): Column<AuditRecord>[] {
  return [
    { header: t('admin.audit.col.when'), cell: (r) => <Text minW="24">{dateTime(r.createdAt)}</Text> },
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
        <Badge size="sm" variant="subtle" colorPalette="primary" title={r.action} whiteSpace="normal">
          {actionLabel(r.action)}
        </Badge>
      ),
    },
    {
      header: t('admin.audit.col.changes'),
      breakAnywhere: true,
      cell: (r) => (
        <Stack gap="0" fontSize="sm" minW="36">
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
  const list = useList(auditList);
  const query = list.query;
  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.audit.title')}
        subtitle={t('admin.audit.subtitle')}
        actions={<RefreshButton onClick={() => void query.refetch()} fetching={query.isFetching} />}
      />
      <AuditFiltersBar value={list.filters} onChange={list.patch} onClear={list.reset} />
      <FilterChips
        chips={auditChips(list.filters)}
        onRemove={(key) => list.patch({ [key]: '' })}
        onClearAll={list.reset}
      />
      <QueryTable
        label={t('admin.audit.table')}
        columns={columns()}
        query={query}
        rows={query.data?.records}
        total={query.data?.pagination.total ?? 0}
        empty={t('admin.audit.empty')}
        failed={t('admin.history.failed')}
        paging={list}
      />
    </Stack>
  );
}
