import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventItem } from '@portal/contract/events';
import { MSG } from '@portal/contract/messages';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { eventColumns } from './event-columns';
import { EventDetailsDialog } from './event-details-dialog';
import { eventDeleteError, eventSaveError } from './event-errors';
import { EventFiltersPanel } from './event-filters';
import { emptyEvent, eventToForm } from './event-form';
import { EventFormDialog } from './event-form-dialog';
import { activeChaptersQuery, eventStatsQuery, eventsQuery, useEventAction, type EventPayload } from './events-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

type Editing = { mode: 'add' } | { mode: 'edit'; event: EventItem } | null;

export function EventsPage() {
  useI18n();
  const list = useListState({ search: '', chapterId: '', status: '', startDate: '', endDate: '' });
  const query = useQuery(eventsQuery(list.page, list.pageSize, list.filters));
  const statsQuery = useQuery(eventStatsQuery());
  const stats = statsQuery.data?.overview;
  const chapters = useQuery(activeChaptersQuery()).data ?? [];
  const action = useEventAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<EventItem | null>(null);
  const [deleting, setDeleting] = useState<EventItem | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const save = (body: EventPayload) => {
    const a = editing?.mode === 'edit' ? { kind: 'update' as const, id: editing.event.id, body } : { kind: 'create' as const, body };
    action.mutate(a, {
      onSuccess: () => {
        setEditing(null);
        notify.success(a.kind === 'create' ? t('admin.events.createdDone') : t('admin.events.updated'));
      },
      onError: (e) => setSaveError(eventSaveError(e)),
    });
  };
  const onAction = (kind: string, event: EventItem) => {
    if (kind === 'view') setViewing(event);
    else if (kind === 'edit') {
      setSaveError(null);
      setEditing({ mode: 'edit', event });
    } else if (kind === 'delete') setDeleting(event);
    else
      action.mutate(
        { kind: kind as 'activate' | 'deactivate', id: event.id },
        { onError: (e) => setError(messageOf(e, t('admin.events.statusFailed'))) },
      );
  };
  const remove = () =>
    deleting &&
    action.mutate(
      { kind: 'delete', id: deleting.id },
      {
        onSuccess: () => notify.success(t('admin.events.deleted')),
        onError: (e) => setError(eventDeleteError(e)),
        onSettled: () => setDeleting(null),
      },
    );

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.events.title')}
        actions={
          <>
            <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
              {t('admin.common.refresh')}
            </Button>
            <Button
              size="sm"
              colorPalette="primary"
              onClick={() => {
                setSaveError(null);
                setEditing({ mode: 'add' });
              }}
            >
              {t('admin.events.add')}
            </Button>
          </>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.events.fetchFailed'))} onRetry={refresh} />}
      <StatCards
        columns={5}
        items={[
          { label: t('admin.events.stats.total'), value: stats?.total ?? 0 },
          { label: t('admin.events.status.Active'), value: stats?.active ?? 0, color: 'green.fg' },
          { label: t('admin.events.status.Upcoming'), value: stats?.upcoming ?? 0, color: 'blue.fg' },
          { label: t('admin.events.status.Past'), value: stats?.past ?? 0, color: 'fg.muted' },
          { label: t('admin.events.status.Inactive'), value: stats?.inactive ?? 0, color: 'red.fg' },
        ]}
      />
      <EventFiltersPanel value={list.filters} chapters={chapters} onChange={list.patch} onClear={list.reset} />
      <DataTable
        label={t('admin.events.table')}
        columns={eventColumns(onAction)}
        rows={query.data?.items}
        rowKey={(e) => e.id}
        loading={query.isPending}
        empty={t('admin.events.empty')}
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      {editing && (
        <EventFormDialog
          title={editing.mode === 'add' ? t('admin.events.add') : t('admin.events.edit')}
          initial={editing.mode === 'edit' ? eventToForm(editing.event) : emptyEvent}
          chapters={chapters}
          pending={action.isPending}
          serverError={saveError}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <EventDetailsDialog event={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.events.delete')}
        lines={deleting ? [MSG.deleteNamedConfirm(deleting.name), MSG.cannotBeUndone] : []}
        pending={action.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
