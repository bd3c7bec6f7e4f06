import type { PublicUser } from '@portal/contract/auth';
import { useSession } from '../../../lib/session/use-session';
import { fullName, messageOf, roleLabel } from '../kit/format';
import { useList } from '../kit/list-search';
import { activationActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { RefreshButton } from '../kit/refresh-button';
import { StatCards } from '../kit/stat-cards';
import { canChangeAccount, userColumns } from './user-columns';
import { UserDetailsDialog } from './user-details-dialog';
import { userFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { useUserAction, useUserEdit, userList } from './users-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function UsersPage() {
  useI18n();
  const { user: me } = useSession();
  const list = useList(userList);
  const { query } = list;
  const action = useUserAction();
  const edit = useUserEdit();
  const page = useResourcePage<PublicUser>();

  const toggle = (kind: 'activate' | 'deactivate') => (user: PublicUser) =>
    page.run(action.mutateAsync({ kind, user }), {
      done: kind === 'activate' ? t('admin.users.activated') : t('admin.users.deactivated'),
      failed: (e) => messageOf(e, t('admin.users.statusFailed')),
    });
  const onAction = dispatch<PublicUser, string>({
    view: page.view,
    activate: toggle('activate'),
    deactivate: toggle('deactivate'),
    delete: (user) =>
      page.confirm({
        title: t('admin.users.delete'),
        lines: [t('admin.confirm.deleteUser', { name: fullName(user) }), t('admin.confirm.cannotBeUndone')],
        run: () => action.mutateAsync({ kind: 'delete', user }),
        done: t('admin.users.deleted'),
        failed: (e) => messageOf(e, t('admin.users.deleteFailed')),
      }),
  });

  const stats = query.data?.stats;
  const refresh = () => void query.refetch();
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t('admin.users.title')}
      subtitle={me ? t('admin.common.loggedInAs', { email: me.email, role: roleLabel(me.role) }) : t('admin.access.notAuthenticated')}
      actions={<RefreshButton onClick={refresh} fetching={query.isFetching} />}
      fetchFailed={t('admin.users.fetchFailed')}
      onRetry={refresh}
      stats={
        <StatCards
          loading={query.isPending}
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
      }
      {...userFilters(list)}
      bulk={{ resource: 'users', actions: activationActions(), rowId: (u) => u.id, rowLabel: (u) => `${u.firstName} ${u.lastName}`.trim() || u.email }}
      exportCsv="users"
      table={{ label: t('admin.users.table'), columns: userColumns(me, onAction), rows: query.data?.users, empty: t('admin.users.empty'), total: query.data?.pagination.total ?? 0 }}
    >
      <UserDetailsDialog user={page.viewing} onClose={page.closeView} onEdit={page.viewing && canChangeAccount(me, page.viewing) ? () => page.viewing && page.editFromDetails(page.viewing) : undefined} />
      {page.editing?.item && (
        <UserFormDialog
          user={page.editing.item}
          viewer={me}
          pending={edit.isPending}
          serverError={page.saveError ? messageOf(page.saveError, t('admin.users.saveFailed')) : null}
          onSubmit={(change) => page.editing?.item && page.save(edit.mutateAsync({ user: page.editing.item, ...change }), t('admin.users.updated'))}
          onClose={page.closeEdit}
        />
      )}
    </ResourcePage>
  );
}
