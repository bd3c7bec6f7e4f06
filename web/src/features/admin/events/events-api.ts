import { queryOptions } from '@tanstack/react-query';
import { chapterRoutes } from '@portal/contract/chapters';
import { eventRoutes } from '@portal/contract/events';
import { CHAPTER_PICKER_LIMIT } from '@portal/contract/rules';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { listQuery, useReloadingMutation } from '../kit/admin-queries';
import { apiParams, listSpec, type ListParams } from '../kit/list-search';
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

export const eventsQuery = (p: ListParams<EventFilters>) => {
  const f = p.filters;
  const params = apiParams(p, { includeChapter: true, includeOrders: true, search: f.search.trim(), chapterId: f.chapterId, status: f.status, startDate: iso(f.startDate), endDate: iso(f.endDate) });
  return listQuery('events', params, (query) => call(eventRoutes.list, { query, fallback: t('admin.events.fetchFailed') }));
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
  return useReloadingMutation(send, [adminKeys.lists('events'), adminKeys.stats('events')]);
}
