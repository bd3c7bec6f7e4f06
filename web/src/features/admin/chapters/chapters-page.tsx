import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChapterItem } from '@portal/contract/chapters';
import { MSG } from '@portal/contract/messages';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { chapterColumns } from './chapter-columns';
import { ChapterDetailsDialog } from './chapter-details-dialog';
import { ChapterFiltersPanel } from './chapter-filters';
import { ChapterFormDialog } from './chapter-form-dialog';
import { chapterStatsQuery, chaptersQuery, useChapterAction, type ChapterPayload } from './chapters-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function ChaptersPage() {
  useI18n();
  const { user } = useSession();
  const list = useListState({ search: '', state: '', isActive: '' });
  const query = useQuery(chaptersQuery(list.page, list.pageSize, list.filters));
  const statsQuery = useQuery(chapterStatsQuery());
  const s = statsQuery.data;
  const action = useChapterAction();
  const [editing, setEditing] = useState<{ chapter: ChapterItem | null } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<ChapterItem | null>(null);
  const [deleting, setDeleting] = useState<ChapterItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);

  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={MSG.accessDeniedSuperAdmin} />;

  const open = (chapter: ChapterItem | null) => {
    setSaveError(null);
    setEditing({ chapter });
  };
  const save = (body: ChapterPayload) => {
    const id = editing?.chapter?.id;
    action.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        setEditing(null);
        notify.success(id ? t('admin.chapters.updated') : t('admin.chapters.createdDone'));
      },
      onError: (e) => setSaveError(messageOf(e, t('admin.chapters.saveFailed'))),
    });
  };
  const onAction = (kind: string, chapter: ChapterItem) => {
    if (kind === 'view') setViewing(chapter);
    else if (kind === 'edit') open(chapter);
    else if (kind === 'delete') setDeleting(chapter);
    else action.mutate({ kind: kind as 'activate' | 'deactivate', id: chapter.id }, { onError: (e) => setError(messageOf(e, t('admin.chapters.statusFailed'))) });
  };
  const remove = () =>
    deleting &&
    action.mutate(
      { kind: 'delete', id: deleting.id },
      { onError: (e) => setError(messageOf(e, t('admin.chapters.deleteFailed'))), onSettled: () => setDeleting(null) },
    );

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.chapters.title')}
        actions={
          <>
            <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
              {t('admin.common.refresh')}
            </Button>
            <Button size="sm" colorPalette="primary" onClick={() => open(null)}>
              {t('admin.chapters.add')}
            </Button>
          </>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.chapters.fetchFailed'))} onRetry={refresh} />}
      <StatCards
        columns={5}
        items={[
          { label: t('admin.chapters.stats.total'), value: s?.total ?? 0 },
          { label: t('admin.common.active'), value: s?.active ?? 0, color: 'green.fg' },
          { label: t('admin.common.inactive'), value: s?.inactive ?? 0, color: 'red.fg' },
          { label: t('admin.chapters.stats.withUsers'), value: s?.withUsers ?? 0 },
          { label: t('admin.chapters.stats.withEvents'), value: s?.withEvents ?? 0 },
        ]}
      />
      <ChapterFiltersPanel value={list.filters} onChange={list.patch} onClear={list.reset} />
      <DataTable
        label={t('admin.chapters.table')}
        columns={chapterColumns(onAction)}
        rows={query.data?.items}
        rowKey={(c) => c.id}
        loading={query.isPending}
        empty={t('admin.chapters.empty')}
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      {editing && <ChapterFormDialog chapter={editing.chapter} pending={action.isPending} serverError={saveError} onSubmit={save} onClose={() => setEditing(null)} />}
      <ChapterDetailsDialog chapter={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.chapters.delete')}
        lines={deleting ? [MSG.deleteNamedConfirm(deleting.name), MSG.chapterDeleteWarning] : []}
        pending={action.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
