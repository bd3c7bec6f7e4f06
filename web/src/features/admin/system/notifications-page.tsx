import { Button, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { ErrorAlert } from '../kit/states';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useDefaultPageSize } from '../kit/list-search';
import { outboxColumns, sentColumns } from './notification-columns';
import { mailOutboxQuery, sentNotificationsQuery } from './notifications-api';
import type { NotificationSearch } from './notifications-search';
import { t, useI18n } from '../../../lib/i18n/i18n';

/**
 * One table's page (0-based here, 1-based in the address) and page size, read from and written to
 * the address; a page-size change goes back to the first page (spec 4).
 */
function usePaging(table: 'sent' | 'outbox') {
  // The route has checked its search (validateSearch): read and written as that route types it.
  const search = useSearch({ from: '/_app/admin/system/notifications' });
  const navigate = useNavigate({ from: '/admin/system/notifications' });
  const defaultPageSize = useDefaultPageSize();
  const pageKey = `${table}Page` as const;
  const sizeKey = `${table}PageSize` as const;
  const go = (part: NotificationSearch) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...part }), replace: true });
  return {
    page: (search[pageKey] ?? 1) - 1,
    pageSize: search[sizeKey] ?? defaultPageSize,
    setPage: (page: number) => go({ [pageKey]: page > 0 ? page + 1 : undefined }),
    setPageSize: (size: number) => go({ [pageKey]: undefined, [sizeKey]: size === defaultPageSize ? undefined : size }),
  };
}

/** Notifications sent to users and the mail outbox, each paged on its own (SUPER_ADMIN). */
export function NotificationsPage() {
  useI18n();
  const { user } = useSession();
  const sentList = usePaging('sent');
  const outboxList = usePaging('outbox');
  // The loader has just tried: a failure stays in its table with Retry rather than being sent again.
  const sent = useQuery({ ...sentNotificationsQuery(sentList.page, sentList.pageSize), enabled: isSuperAdmin(user?.role), retryOnMount: false });
  const outbox = useQuery({ ...mailOutboxQuery(outboxList.page, outboxList.pageSize), enabled: isSuperAdmin(user?.role), retryOnMount: false });
  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={t('admin.access.superAdmin')} />;
  const refresh = () => void Promise.all([sent.refetch(), outbox.refetch()]);

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.system.notifications.title')}
        subtitle={t('admin.system.notifications.subtitle')}
        actions={
          <Button size="sm" variant="outline" loading={sent.isFetching || outbox.isFetching} onClick={refresh}>
            {t('admin.system.notifications.refresh')}
          </Button>
        }
      />
      <Stack gap="2" as="section" aria-label={t('admin.system.notifications.sentTitle')}>
        <Heading as="h2" size="md">
          {t('admin.system.notifications.sentTitle')} ({sent.data?.pagination.total ?? 0})
        </Heading>
        {sent.isError && <ErrorAlert message={messageOf(sent.error, t('admin.system.notifications.fetchSentFailed'))} onRetry={() => void sent.refetch()} />}
        <DataTable
          label={t('admin.system.notifications.sentTitle')}
          columns={sentColumns()}
          rows={sent.data?.items}
          rowKey={(n) => n.id}
          loading={sent.isPending}
          empty={t('admin.system.notifications.emptySent')}
          total={sent.data?.pagination.total ?? 0}
          page={sentList.page}
          pageSize={sentList.pageSize}
          onPage={sentList.setPage}
          onPageSize={sentList.setPageSize}
        />
      </Stack>
      <Stack gap="2" as="section" aria-label={t('admin.system.notifications.outboxTitle')}>
        <Heading as="h2" size="md">
          {t('admin.system.notifications.outboxTitle')} ({outbox.data?.pagination.total ?? 0})
        </Heading>
        {outbox.isError && <ErrorAlert message={messageOf(outbox.error, t('admin.system.notifications.fetchOutboxFailed'))} onRetry={() => void outbox.refetch()} />}
        <DataTable
          label={t('admin.system.notifications.outboxTitle')}
          columns={outboxColumns()}
          rows={outbox.data?.items}
          rowKey={(m) => m.id}
          loading={outbox.isPending}
          empty={t('admin.system.notifications.emptyOutbox')}
          total={outbox.data?.pagination.total ?? 0}
          page={outboxList.page}
          pageSize={outboxList.pageSize}
          onPage={outboxList.setPage}
          onPageSize={outboxList.setPageSize}
        />
      </Stack>
    </Stack>
  );
}
