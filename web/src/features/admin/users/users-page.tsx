import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUser } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { ROLE_LABELS } from '@portal/contract/rules';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { fullName, messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { userColumns } from './user-columns';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFiltersPanel } from './user-filters';
import { useUserAction, usersQuery } from './users-api';

export function UsersPage() {
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
          notify.success(kind === 'delete' ? 'User deleted' : kind === 'activate' ? 'User activated' : 'User deactivated');
        },
        onError: (e) => {
          setDeleting(null);
          setError(messageOf(e, kind === 'delete' ? 'Failed to delete user' : 'Failed to update user status'));
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
        title="User Management"
        subtitle={me ? `Logged in as: ${me.email} (${ROLE_LABELS[me.role]})` : MSG.notAuthenticated}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, 'Failed to fetch users')} onRetry={() => void query.refetch()} />}
      <StatCards
        columns={6}
        items={[
          { label: 'Total Users', value: stats?.total ?? 0 },
          { label: 'Active', value: stats?.active ?? 0, color: 'green.fg' },
          { label: 'Inactive', value: stats?.inactive ?? 0, color: 'fg.muted' },
          { label: 'Super Admins', value: stats?.superAdmins ?? 0, color: 'red.fg' },
          { label: 'Admins', value: stats?.admins ?? 0, color: 'orange.fg' },
          { label: 'Chapters', value: stats?.chapters ?? 0, color: 'blue.fg' },
        ]}
      />
      <UserFiltersPanel value={list.filters} onChange={list.patch} onClear={list.reset} />
      <DataTable
        label="Users"
        columns={userColumns(onAction)}
        rows={query.data?.users}
        rowKey={(u) => u.id}
        loading={query.isPending}
        empty="No users found"
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete User"
        lines={deleting ? [MSG.deleteUserConfirm(fullName(deleting)), MSG.cannotBeUndone] : []}
        pending={action.isPending}
        onConfirm={() => deleting && run('delete', deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
