import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterItem } from '@portal/contract/chapters';
import { type EventItem, type EventStats } from '@portal/contract/events';
import type { Pagination } from '@portal/contract/common';
import { CHAPTER_PICKER_LIMIT } from '@portal/contract/rules';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { eventSearch } from './events-search';
import { t } from '../../../lib/i18n/i18n';

export interface EventFilters extends Record<string, string> {
  search: string;
  chapterId: string;
  status: string;
  startDate: string;
  endDate: string;
}

export interface EventPayload {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  chapterId: number;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : '');

export const eventsQuery = ({ page, pageSize, filters: f, sortBy, sortOrder }: ListParams<EventFilters>) => {
  const params = compact({
    page: page + 1,
    limit: pageSize,
    includeChapter: true,
    includeOrders: true,
    search: f.search.trim(),
    chapterId: f.chapterId,
    status: f.status,
    startDate: iso(f.startDate),
    endDate: iso(f.endDate),
    sortBy,
    sortOrder,
  });
  return queryOptions({
    queryKey: adminKeys.list('events', params),
    queryFn: () => api.get<{ items: EventItem[]; pagination: Pagination }>('events', { searchParams: params, fallback: t('admin.events.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Event Management's list in the address; latest start first unless a column is sorted. */
export const eventList = listSpec({ name: 'events', ...eventSearch, query: eventsQuery });

export const eventStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats('events'), queryFn: () => api.get<EventStats>('events/stats') });

export const activeChaptersQuery = () =>
  queryOptions({
    queryKey: adminKeys.activeChapters(),
    queryFn: () =>
      api.get<{ items: ChapterItem[] }>('chapters', { searchParams: { page: 1, limit: CHAPTER_PICKER_LIMIT, isActive: true } }).then((d) => d.items),
  });

export type EventAction =
  | { kind: 'create'; body: EventPayload }
  | { kind: 'update'; id: number; body: EventPayload }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

function send(a: EventAction) {
  switch (a.kind) {
    case 'create':
      return api.post('events', a.body, { fallback: t('admin.events.saveFailed') });
    case 'update':
      return api.put(`events/${a.id}`, a.body, { fallback: t('admin.events.saveFailed') });
    case 'delete':
      return api.delete(`events/${a.id}`, { fallback: t('admin.events.deleteFailed') });
    default:
      return api.patch(`events/${a.id}/${a.kind}`, undefined, { fallback: t('admin.events.statusFailed') });
  }
}

/** Every change reloads the list and the counters. */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('events') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats('events') }),
      ]);
    },
  });
}
