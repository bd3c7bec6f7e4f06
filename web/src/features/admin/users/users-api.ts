import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@portal/contract/auth';
import type { UsersListData } from '@portal/contract/users';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
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
  return queryOptions({
    queryKey: adminKeys.list('users', params),
    queryFn: () => api.get<UsersListData>('users', { searchParams: params, fallback: t('admin.users.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** User Management's list in the address; newest first unless a column is sorted. */
export const userList = listSpec({ name: 'users', ...userSearch, query: usersQuery });

type Action = { kind: 'activate' | 'deactivate' | 'delete'; user: PublicUser };

/** Activate, deactivate or delete; the list (which carries the counters) reloads after. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, user }: Action) =>
      kind === 'delete'
        ? api.delete<null>(`users/${user.id}`, { fallback: t('admin.users.deleteFailed') })
        : api.post<PublicUser>(`users/${user.id}/${kind}`, undefined, { fallback: t('admin.users.statusFailed') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('users') }),
  });
}
