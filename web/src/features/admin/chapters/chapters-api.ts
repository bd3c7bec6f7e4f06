import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterItem, ChapterStats } from '@portal/contract/chapters';
import type { Pagination } from '@portal/contract/common';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { chapterSearch } from './chapters-search';
import { t } from '../../../lib/i18n/i18n';

export interface ChapterFilters extends Record<string, string> {
  search: string;
  state: string;
  isActive: string;
}

export type ChapterPayload = Record<'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'taxId', string>;

export const chaptersQuery = ({ page, pageSize, filters: f, sortBy, sortOrder }: ListParams<ChapterFilters>) => {
  const params = compact({
    page: page + 1,
    limit: pageSize,
    includeUser: true,
    includeEvents: true,
    includeOrders: true,
    search: f.search.trim(),
    state: f.state,
    isActive: f.isActive,
    sortBy,
    sortOrder,
  });
  return queryOptions({
    queryKey: adminKeys.list('chapters', params),
    queryFn: () => api.get<{ items: ChapterItem[]; pagination: Pagination }>('chapters', { searchParams: params, fallback: t('admin.chapters.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Chapter Management's list in the address; by name unless a column is sorted. */
export const chapterList = listSpec({ name: 'chapters', ...chapterSearch, query: chaptersQuery });

export const chapterStatsQuery = () => queryOptions({ queryKey: adminKeys.stats('chapters'), queryFn: () => api.get<ChapterStats>('chapters/stats') });

export type ChapterAction =
  | { kind: 'create'; body: ChapterPayload }
  | { kind: 'update'; id: number; body: ChapterPayload }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

export function useChapterAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: ChapterAction) => {
      if (a.kind === 'create') return api.post('chapters', a.body, { fallback: t('admin.chapters.saveFailed') });
      if (a.kind === 'update') return api.put(`chapters/${a.id}`, a.body, { fallback: t('admin.chapters.saveFailed') });
      if (a.kind === 'delete') return api.delete(`chapters/${a.id}`, { fallback: t('admin.chapters.deleteFailed') });
      return api.patch(`chapters/${a.id}/${a.kind}`, undefined, { fallback: t('admin.chapters.statusFailed') });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('chapters') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats('chapters') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeChapters() }),
      ]);
    },
  });
}
