import { queryOptions } from '@tanstack/react-query';
import { chapterRoutes } from '@portal/contract/chapters';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { listQuery, useReloadingMutation } from '../kit/admin-queries';
import { apiParams, listSpec, type ListParams } from '../kit/list-search';
import { chapterSearch } from './chapters-search';
import { t } from '../../../lib/i18n/i18n';

export interface ChapterFilters extends Record<string, string> {
  search: string;
  state: string;
  isActive: string;
}

export type ChapterPayload = Record<'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'taxId', string>;

export const chaptersQuery = (p: ListParams<ChapterFilters>) => {
  const f = p.filters;
  const params = apiParams(p, { includeUser: true, includeEvents: true, includeOrders: true, search: f.search.trim(), state: f.state, isActive: f.isActive });
  return listQuery('chapters', params, (query) => call(chapterRoutes.list, { query, fallback: t('admin.chapters.fetchFailed') }));
};

/** Chapter Management's list in the address; by name unless a column is sorted. */
export const chapterList = listSpec({ name: 'chapters', route: '/_app/admin/chapters', ...chapterSearch, query: chaptersQuery });

export const chapterStatsQuery = () => queryOptions({ queryKey: adminKeys.stats('chapters'), queryFn: () => call(chapterRoutes.stats, {}) });

export type ChapterAction =
  | { kind: 'create'; body: ChapterPayload }
  | { kind: 'update'; id: number; body: ChapterPayload }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

export function useChapterAction() {
  return useReloadingMutation(
    (a: ChapterAction) => {
      if (a.kind === 'create') return call(chapterRoutes.create, { body: a.body, fallback: t('admin.chapters.saveFailed') });
      if (a.kind === 'update') return call(chapterRoutes.update, { params: { id: a.id }, body: a.body, fallback: t('admin.chapters.saveFailed') });
      if (a.kind === 'delete') return call(chapterRoutes.remove, { params: { id: a.id }, fallback: t('admin.chapters.deleteFailed') });
      return call(chapterRoutes[a.kind], { params: { id: a.id }, fallback: t('admin.chapters.statusFailed') });
    },
    [adminKeys.lists('chapters'), adminKeys.stats('chapters'), adminKeys.activeChapters()],
  );
}
