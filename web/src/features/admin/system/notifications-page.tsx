import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { PageHeader } from '../kit/page-header';
import { QueryTable } from '../kit/query-table';
import { RefreshButton } from '../kit/refresh-button';
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
        actions={<RefreshButton onClick={refresh} fetching={sent.isFetching || outbox.isFetching} label={t('admin.system.notifications.refresh')} />}
      />
      <Stack gap="2" as="section" aria-label={t('admin.system.notifications.sentTitle')}>
        <Heading as="h2" size="md">
          {t('admin.system.notifications.sentTitle')} ({sent.data?.pagination.total ?? 0})
        </Heading>
        <QueryTable
          label={t('admin.system.notifications.sentTitle')}
          columns={sentColumns()}
          query={sent}
          rows={sent.data?.items}
          total={sent.data?.pagination.total ?? 0}
          empty={t('admin.system.notifications.emptySent')}
          failed={t('admin.system.notifications.fetchSentFailed')}
          paging={sentList}
        />
      </Stack>
      <Stack gap="2" as="section" aria-label={t('admin.system.notifications.outboxTitle')}>
        <Heading as="h2" size="md">
          {t('admin.system.notifications.outboxTitle')} ({outbox.data?.pagination.total ?? 0})
        </Heading>
        <QueryTable
          label={t('admin.system.notifications.outboxTitle')}
          columns={outboxColumns()}
          query={outbox}
          rows={outbox.data?.items}
          total={outbox.data?.pagination.total ?? 0}
          empty={t('admin.system.notifications.emptyOutbox')}
          failed={t('admin.system.notifications.fetchOutboxFailed')}
          paging={outboxList}
        />
      </Stack>
    </Stack>
  );
}
