import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@portal/contract/common';
import type { VendorAdmin } from '@portal/contract/vendors';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { vendorSearch } from './vendors-search';
import { t } from '../../../lib/i18n/i18n';

export interface VendorFilters extends Record<string, string> {
  search: string;
  state: string;
  city: string;
  /** 'true' for active vendors only, '' for all. */
  activeOnly: string;
}

export const vendorsQuery = ({ page, pageSize, filters: f, sortBy, sortOrder }: ListParams<VendorFilters>) => {
  const params = compact({
    page: page + 1,
    limit: pageSize,
    search: f.search.trim(),
    state: f.state.trim(),
    city: f.city.trim(),
    isActive: f.activeOnly === 'true' ? true : '',
    sortBy,
    sortOrder,
  });
  return queryOptions({
    queryKey: adminKeys.list('vendors', params),
    queryFn: () => api.get<{ vendors: VendorAdmin[]; pagination: Pagination }>('vendors', { searchParams: params, fallback: t('admin.vendors.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Vendor Management's list in the address; by name unless a column is sorted. */
export const vendorList = listSpec({ name: 'vendors', ...vendorSearch, query: vendorsQuery });

/** The body the vendor form sends; the server parses it with the contract schema. */
export type VendorPayload = Record<string, string | number | boolean>;

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
