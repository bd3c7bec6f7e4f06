import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chapterRoutes } from '@portal/contract/chapters';
import { eventRoutes } from '@portal/contract/events';
import { CHAPTER_PICKER_LIMIT } from '@portal/contract/rules';
import { call } from '../../../lib/api/call';
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
    queryFn: () => call(eventRoutes.list, { query: params, fallback: t('admin.events.fetchFailed') }),
    placeholderData: keepPreviousData,
  });
};

/** Event Management's list in the address; latest start first unless a column is sorted. */
export const eventList = listSpec({ name: 'events', route: '/_app/admin/events', ...eventSearch, query: eventsQuery });

export const eventStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats('events'), queryFn: () => call(eventRoutes.stats, {}) });

export const activeChaptersQuery = () =>
  queryOptions({
    queryKey: adminKeys.activeChapters(),
    queryFn: () =>
      call(chapterRoutes.list, { query: { page: 1, limit: CHAPTER_PICKER_LIMIT, isActive: true } }).then((d) => d.items),
  });

export type EventAction =
  | { kind: 'create'; body: EventPayload }
  | { kind: 'update'; id: number; body: EventPayload }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

function send(a: EventAction) {
  switch (a.kind) {
    case 'create':
      return call(eventRoutes.create, { body: a.body, fallback: t('admin.events.saveFailed') });
    case 'update':
      return call(eventRoutes.update, { params: { id: a.id }, body: a.body, fallback: t('admin.events.saveFailed') });
    case 'delete':
      return call(eventRoutes.remove, { params: { id: a.id }, fallback: t('admin.events.deleteFailed') });
    default:
      return call(eventRoutes[a.kind], { params: { id: a.id }, fallback: t('admin.events.statusFailed') });
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
