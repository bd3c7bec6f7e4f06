import { useQuery } from '@tanstack/react-query';
import type { EventItem } from '@portal/contract/events';
import { useList } from '../kit/list-search';
import { activationActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { ListActions } from '../kit/refresh-button';
import { saveWith, toggleHandlers } from '../kit/row-changes';
import { StatCards } from '../kit/stat-cards';
import { eventColumns } from './event-columns';
import { EventDetailsDialog } from './event-details-dialog';
import { eventDeleteError, eventSaveError } from './event-errors';
import { eventFilters } from './event-filters';
import { emptyEvent, eventToForm } from './event-form';
import { EventFormDialog } from './event-form-dialog';
import { activeChaptersQuery, eventList, eventStatsQuery, useEventAction, type EventPayload } from './events-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function EventsPage() {
  useI18n();
  const list = useList(eventList);
  const { query } = list;
  const statsQuery = useQuery(eventStatsQuery());
  const stats = statsQuery.data?.overview;
  const chapters = useQuery(activeChaptersQuery()).data ?? [];
  const action = useEventAction();
  const page = useResourcePage<EventItem>();

  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const save = saveWith<EventPayload>(page, action.mutateAsync, { created: t('admin.events.createdDone'), updated: t('admin.events.updated') });
  const onAction = dispatch<EventItem, string>({
    view: page.view,
    edit: page.edit,
    ...toggleHandlers(page, action.mutateAsync, t('admin.events.statusFailed')),
    delete: (event) =>
      page.confirm({
        title: t('admin.events.delete'),
        lines: [t('admin.confirm.deleteNamed', { name: event.name }), t('admin.confirm.cannotBeUndone')],
        run: () => action.mutateAsync({ kind: 'delete', id: event.id }),
        done: t('admin.events.deleted'),
        failed: eventDeleteError,
      }),
  });

  const editing = page.editing;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t('admin.events.title')}
      actions={<ListActions onRefresh={refresh} fetching={query.isFetching} addLabel={t('admin.events.add')} onAdd={() => page.edit(null)} />}
      fetchFailed={t('admin.events.fetchFailed')}
      onRetry={refresh}
      stats={
        <StatCards
          loading={statsQuery.isPending}
          columns={5}
          items={[
            { label: t('admin.events.stats.total'), value: stats?.total ?? 0 },
            { label: t('admin.events.status.Active'), value: stats?.active ?? 0, color: 'green.fg' },
            { label: t('admin.events.status.Upcoming'), value: stats?.upcoming ?? 0, color: 'blue.fg' },
            { label: t('admin.events.status.Past'), value: stats?.past ?? 0, color: 'fg.muted' },
            { label: t('admin.events.status.Inactive'), value: stats?.inactive ?? 0, color: 'red.fg' },
          ]}
        />
      }
      {...eventFilters(list, chapters)}
      bulk={{ resource: 'events', actions: activationActions(), rowId: (e) => e.id, rowLabel: (e) => e.name }}
      exportCsv="events"
      table={{ label: t('admin.events.table'), columns: eventColumns(onAction), rows: query.data?.items, empty: t('admin.events.empty'), total: query.data?.pagination.total ?? 0 }}
    >
      {editing && (
        <EventFormDialog
          title={editing.item ? t('admin.events.edit') : t('admin.events.add')}
          initial={editing.item ? eventToForm(editing.item) : emptyEvent}
          chapters={chapters}
          pending={action.isPending}
          serverError={page.saveError ? eventSaveError(page.saveError) : null}
          onSubmit={save}
          onClose={page.closeEdit}
        />
      )}
      <EventDetailsDialog event={page.viewing} onClose={page.closeView} onEdit={() => page.viewing && page.editFromDetails(page.viewing)} />
    </ResourcePage>
  );
}
