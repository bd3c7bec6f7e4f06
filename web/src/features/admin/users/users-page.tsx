import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUser } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { fullName, messageOf, roleLabel } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { userColumns } from './user-columns';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFiltersPanel } from './user-filters';
import { useUserAction, usersQuery } from './users-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function UsersPage() {
  useI18n();
  const { user: me } = useSession();
  const list = useListState({ search: '', role: '', isActive: '' });
  const query = useQuery(usersQuery(list.page, list.pageSize, list.filters));
  const action = useUserAction();
  const [viewing, setViewing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (kind: 'activate' | 'deactivate' | 'delete', user: PublicUser) =>
    action.mutate(
      { kind, user },
      {
        onSuccess: () => {
          setDeleting(null);
          notify.success(kind === 'delete' ? t('admin.users.deleted') : kind === 'activate' ? t('admin.users.activated') : t('admin.users.deactivated'));
        },
        onError: (e) => {
          setDeleting(null);
          setError(messageOf(e, kind === 'delete' ? t('admin.users.deleteFailed') : t('admin.users.statusFailed')));
        },
      },
    );
  const onAction = (kind: string, user: PublicUser) => {
    if (kind === 'view') setViewing(user);
    else if (kind === 'delete') setDeleting(user);
    else run(kind as 'activate' | 'deactivate', user);
  };

  const stats = query.data?.stats;
  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.users.title')}
        subtitle={me ? t('admin.common.loggedInAs', { email: me.email, role: roleLabel(me.role) }) : MSG.notAuthenticated}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.users.fetchFailed'))} onRetry={() => void query.refetch()} />}
      <StatCards
        columns={6}
        items={[
          { label: t('admin.users.stats.total'), value: stats?.total ?? 0 },
          { label: t('admin.common.active'), value: stats?.active ?? 0, color: 'green.fg' },
          { label: t('admin.common.inactive'), value: stats?.inactive ?? 0, color: 'fg.muted' },
          { label: t('admin.users.stats.superAdmins'), value: stats?.superAdmins ?? 0, color: 'red.fg' },
          { label: t('admin.users.stats.admins'), value: stats?.admins ?? 0, color: 'orange.fg' },
          { label: t('admin.users.stats.chapters'), value: stats?.chapters ?? 0, color: 'blue.fg' },
        ]}
      />
      <UserFiltersPanel value={list.filters} onChange={list.patch} onClear={list.reset} />
      <DataTable
        label={t('admin.users.table')}
        columns={userColumns(onAction)}
        rows={query.data?.users}
        rowKey={(u) => u.id}
        loading={query.isPending}
        empty={t('admin.users.empty')}
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.users.delete')}
        lines={deleting ? [MSG.deleteUserConfirm(fullName(deleting)), MSG.cannotBeUndone] : []}
        pending={action.isPending}
        onConfirm={() => deleting && run('delete', deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
