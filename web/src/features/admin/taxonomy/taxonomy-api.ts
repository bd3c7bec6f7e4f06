import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@portal/contract/common';
import type { TaxonomyBody, TaxonomyItem, TaxonomyStats } from '@portal/contract/taxonomy';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { taxonomySearch } from './taxonomy-search';
import { t } from '../../../lib/i18n/i18n';

export type TaxonomyKind = 'category' | 'tag';

/** Path, list field and toggle verb per kind: categories toggle with PUT, tags with PATCH (spec 7). */
const API = {
  category: { path: 'categories', field: 'categories', toggle: 'put' },
  tag: { path: 'tags', field: 'tags', toggle: 'patch' },
} as const;

export interface TaxonomyFilters extends Record<string, string> {
  search: string;
  isActive: string;
}

export const taxonomyListQuery = (kind: TaxonomyKind, { page, pageSize, filters: f, sortBy, sortOrder }: ListParams<TaxonomyFilters>) => {
  const { path, field } = API[kind];
  const params = compact({ page: page + 1, limit: pageSize, includeProducts: false, search: f.search.trim(), isActive: f.isActive, sortBy, sortOrder });
  return queryOptions({
    queryKey: adminKeys.list(path, params),
    queryFn: async () => {
      const data = await api.get<Record<string, unknown> & { pagination: Pagination }>(path, { searchParams: params, fallback: t(`admin.taxonomy.${kind}.fetchFailed`) });
      return { items: (data[field] ?? []) as TaxonomyItem[], pagination: data.pagination };
    },
    placeholderData: keepPreviousData,
  });
};

/** Categories or Tags Management's list in the address; by name unless a column is sorted. */
const taxonomyList = (kind: TaxonomyKind) =>
  listSpec({ name: API[kind].path, ...taxonomySearch, query: (params: ListParams<TaxonomyFilters>) => taxonomyListQuery(kind, params) });
export const categoryList = taxonomyList('category');
export const tagList = taxonomyList('tag');

export const taxonomyStatsQuery = (kind: TaxonomyKind) =>
  queryOptions({ queryKey: adminKeys.stats(API[kind].path), queryFn: () => api.get<TaxonomyStats>(`${API[kind].path}/stats`) });

export type TaxonomyAction =
  | { kind: 'create'; body: TaxonomyBody }
  | { kind: 'update'; id: number; body: TaxonomyBody }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

export function useTaxonomyAction(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  const { path, toggle } = API[kind];
  return useMutation({
    mutationFn: (a: TaxonomyAction) => {
      if (a.kind === 'create') return api.post<TaxonomyItem>(path, a.body, { fallback: t(`admin.taxonomy.${kind}.saveFailed`) });
      if (a.kind === 'update') return api.put<TaxonomyItem>(`${path}/${a.id}`, a.body, { fallback: t(`admin.taxonomy.${kind}.saveFailed`) });
      if (a.kind === 'delete') return api.delete<null>(`${path}/${a.id}`, { fallback: t(`admin.taxonomy.${kind}.deleteFailed`) });
      return api[toggle]<TaxonomyItem>(`${path}/${a.id}/${a.kind}`, undefined, { fallback: t(`admin.taxonomy.${kind}.statusFailed`) });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists(path) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats(path) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}
