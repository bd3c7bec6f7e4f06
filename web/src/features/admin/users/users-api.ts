import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@portal/contract/auth';
import type { UsersListData } from '@portal/contract/users';
import { api } from '../../../lib/api/client';
import { adminKeys } from '../../../lib/query/keys';
import { compact } from '../kit/use-list-state';
import { t } from '../../../lib/i18n/i18n';

export interface UserFilters {
  search: string;
  role: string;
  isActive: string;
}

export const usersQuery = (page: number, limit: number, f: UserFilters) => {
  const params = compact({ page: page + 1, limit, search: f.search.trim(), role: f.role, isActive: f.isActive });
  return queryOptions({
    queryKey: adminKeys.list('users', params),
    queryFn: () => api.get<UsersListData>('users', { searchParams: params, fallback: t('admin.users.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

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
