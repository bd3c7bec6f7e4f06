import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryRoutes, tagRoutes, type TaxonomyBody } from '@portal/contract/taxonomy';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { taxonomySearch } from './taxonomy-search';
import { t } from '../../../lib/i18n/i18n';

export type TaxonomyKind = 'category' | 'tag';

/** Each kind's routes (categories toggle with PUT, tags with PATCH: spec 7) and its name in keys. */
const API = {
  category: { path: 'categories', routes: categoryRoutes },
  tag: { path: 'tags', routes: tagRoutes },
} as const;

export interface TaxonomyFilters extends Record<string, string> {
  search: string;
  isActive: string;
}

export const taxonomyListQuery = (kind: TaxonomyKind, { page, pageSize, filters: f, sortBy, sortOrder }: ListParams<TaxonomyFilters>) => {
  const { path } = API[kind];
  const params = compact({ page: page + 1, limit: pageSize, includeProducts: false, search: f.search.trim(), isActive: f.isActive, sortBy, sortOrder });
  return queryOptions({
    queryKey: adminKeys.list(path, params),
    queryFn: async () => {
      const fallback = t(`admin.taxonomy.${kind}.fetchFailed`);
      if (kind === 'tag') {
        const { tags, pagination } = await call(tagRoutes.list, { query: params, fallback });
        return { items: tags, pagination };
      }
      const { categories, pagination } = await call(categoryRoutes.list, { query: params, fallback });
      return { items: categories, pagination };
    },
    placeholderData: keepPreviousData,
  });
};

/** Categories or Tags Management's list in the address; by name unless a column is sorted. */
const taxonomyList = (kind: TaxonomyKind) =>
  listSpec({ name: API[kind].path, route: kind === 'category' ? '/_app/admin/system/categories' : '/_app/admin/system/tags', ...taxonomySearch, query: (params: ListParams<TaxonomyFilters>) => taxonomyListQuery(kind, params) });
export const categoryList = taxonomyList('category');
export const tagList = taxonomyList('tag');

export const taxonomyStatsQuery = (kind: TaxonomyKind) =>
  queryOptions({ queryKey: adminKeys.stats(API[kind].path), queryFn: () => call(API[kind].routes.stats, {}) });

export type TaxonomyAction =
  | { kind: 'create'; body: TaxonomyBody }
  | { kind: 'update'; id: number; body: TaxonomyBody }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

export function useTaxonomyAction(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  const { path, routes } = API[kind];
  return useMutation({
    mutationFn: (a: TaxonomyAction) => {
      if (a.kind === 'create') return call(routes.create, { body: a.body, fallback: t(`admin.taxonomy.${kind}.saveFailed`) });
      if (a.kind === 'update') return call(routes.update, { params: { id: a.id }, body: a.body, fallback: t(`admin.taxonomy.${kind}.saveFailed`) });
      if (a.kind === 'delete') return call(routes.remove, { params: { id: a.id }, fallback: t(`admin.taxonomy.${kind}.deleteFailed`) });
      return call(routes[a.kind], { params: { id: a.id }, fallback: t(`admin.taxonomy.${kind}.statusFailed`) });
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
