import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@portal/contract/auth';
import { userRoutes } from '@portal/contract/users';
import type { Role } from '@portal/contract/rules';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { listQuery } from '../kit/admin-queries';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { userSearch } from './users-search';
import { t } from '../../../lib/i18n/i18n';

export interface UserFilters extends Record<string, string> {
  search: string;
  role: string;
  isActive: string;
}

export const usersQuery = ({ page, pageSize, filters: f, sortBy, sortOrder }: ListParams<UserFilters>) => {
  const params = compact({ page: page + 1, limit: pageSize, search: f.search.trim(), role: f.role, isActive: f.isActive, sortBy, sortOrder });
  return listQuery('users', params, (query) => call(userRoutes.list, { query, fallback: t('admin.users.fetchFailed') }));
};

/** User Management's list in the address; newest first unless a column is sorted. */
export const userList = listSpec({ name: 'users', route: '/_app/admin/users', ...userSearch, query: usersQuery });

/** The edit form's changes: the role (Super Admin only) and the status, each sent only when it changed. */
export function useUserEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, role, isActive }: { user: PublicUser; role: Role; isActive: boolean }) => {
      if (role !== user.role) await call(userRoutes.setRole, { params: { id: user.id }, body: { role }, fallback: t('admin.users.saveFailed') });
      if (isActive !== user.isActive) await call(userRoutes[isActive ? 'activate' : 'deactivate'], { params: { id: user.id }, fallback: t('admin.users.statusFailed') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('users') }),
  });
}

type Action = { kind: 'activate' | 'deactivate' | 'delete'; user: PublicUser };

/** Activate, deactivate or delete; the list (which carries the counters) reloads after. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, user }: Action) =>
      kind === 'delete'
        ? call(userRoutes.remove, { params: { id: user.id }, fallback: t('admin.users.deleteFailed') })
        : call(userRoutes[kind], { params: { id: user.id }, fallback: t('admin.users.statusFailed') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('users') }),
  });
}
