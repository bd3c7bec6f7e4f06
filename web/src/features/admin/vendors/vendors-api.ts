import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { isVendorAdmin, vendorCreateBody, vendorRoutes, type VendorUpdateBody } from '@portal/contract/vendors';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { apiParams, listSpec, type ListParams } from '../kit/list-search';
import { vendorSearch } from './vendors-search';
import { t } from '../../../lib/i18n/i18n';

export interface VendorFilters extends Record<string, string> {
  search: string;
  state: string;
  city: string;
  /** 'true' for active vendors only, '' for all. */
  activeOnly: string;
}

export const vendorsQuery = (p: ListParams<VendorFilters>) => {
  const f = p.filters;
  const params = apiParams(p, { search: f.search.trim(), state: f.state.trim(), city: f.city.trim(), isActive: f.activeOnly === 'true' ? true : '' });
  return queryOptions({
    queryKey: adminKeys.list('vendors', params),
    // The back office is for admins, whose rows all carry the admin fields: the guard says so to the type.
    queryFn: () =>
      call(vendorRoutes.list, { query: params, fallback: t('admin.vendors.fetchFailed') }).then(({ vendors, pagination }) => ({ vendors: vendors.filter(isVendorAdmin), pagination })),
    placeholderData: keepPreviousData,
  });
};

/** Vendor Management's list in the address; by name unless a column is sorted. */
export const vendorList = listSpec({ name: 'vendors', route: '/_app/admin/vendors', ...vendorSearch, query: vendorsQuery });

/**
 * The body the vendor form sends, field by field as typed (vendor-form.ts): the fields of the
 * contract's update body. The form has held a new vendor's body to the create schema, so it
 * carries every required field.
 */
export type VendorPayload = VendorUpdateBody;

export type VendorAction =
  | { kind: 'create'; body: VendorPayload }
  | { kind: 'update'; id: number; body: VendorPayload }
  | { kind: 'delete'; id: number };

/** A toggle is an update carrying only the inverted isActive (spec 4). */
export function useVendorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: VendorAction) => {
      if (a.kind === 'create') {
        // The form held the body to the create schema already: the check says so to the type.
        if (!v.is(vendorCreateBody, a.body)) return Promise.reject(new Error(t('admin.vendors.saveFailed')));
        return call(vendorRoutes.create, { body: a.body, fallback: t('admin.vendors.saveFailed') });
      }
      if (a.kind === 'update') return call(vendorRoutes.update, { params: { id: a.id }, body: a.body, fallback: t('admin.vendors.saveFailed') });
      return call(vendorRoutes.remove, { params: { id: a.id }, fallback: t('admin.vendors.deleteFailed') });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('vendors') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}
