import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@portal/contract/common';
import type { VendorAdmin } from '@portal/contract/vendors';
import { api } from '../../../lib/api/client';
import { adminKeys } from '../../../lib/query/keys';
import { compact } from '../kit/use-list-state';
import { t } from '../../../lib/i18n/i18n';

export interface VendorFilters {
  search: string;
  state: string;
  city: string;
  activeOnly: boolean;
}

export const vendorsQuery = (page: number, limit: number, f: VendorFilters) => {
  const params = compact({ page: page + 1, limit, search: f.search.trim(), state: f.state.trim(), city: f.city.trim(), isActive: f.activeOnly ? true : '' });
  return queryOptions({
    queryKey: adminKeys.list('vendors', params),
    queryFn: () => api.get<{ vendors: VendorAdmin[]; pagination: Pagination }>('vendors', { searchParams: params, fallback: t('admin.vendors.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** The body the vendor form sends; the server parses it with the contract schema. */
export type VendorPayload = Record<string, string | boolean>;

export type VendorAction =
  | { kind: 'create'; body: VendorPayload }
  | { kind: 'update'; id: number; body: VendorPayload }
  | { kind: 'delete'; id: number };

/** A toggle is an update carrying only the inverted isActive (spec 4). */
export function useVendorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: VendorAction) => {
      if (a.kind === 'create') return api.post<VendorAdmin>('vendors', a.body, { fallback: t('admin.vendors.saveFailed') });
      if (a.kind === 'update') return api.put<VendorAdmin>(`vendors/${a.id}`, a.body, { fallback: t('admin.vendors.saveFailed') });
      return api.delete<null>(`vendors/${a.id}`, { fallback: t('admin.vendors.deleteFailed') });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('vendors') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}
