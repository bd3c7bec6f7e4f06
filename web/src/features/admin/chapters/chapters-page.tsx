import { useQuery } from '@tanstack/react-query';
import type { ChapterItem } from '@portal/contract/chapters';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { messageOf } from '../kit/format';
import { useList } from '../kit/list-search';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { ListActions } from '../kit/refresh-button';
import { saveWith, toggleHandlers } from '../kit/row-changes';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { chapterColumns } from './chapter-columns';
import { ChapterDetailsDialog } from './chapter-details-dialog';
import { chapterFilters } from './chapter-filters';
import { ChapterFormDialog } from './chapter-form-dialog';
import { chapterList, chapterStatsQuery, useChapterAction, type ChapterPayload } from './chapters-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function ChaptersPage() {
  useI18n();
  const { user } = useSession();
  const list = useList(chapterList);
  const { query } = list;
  const statsQuery = useQuery(chapterStatsQuery());
  const s = statsQuery.data;
  const action = useChapterAction();
  const page = useResourcePage<ChapterItem>();
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);

  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={t('admin.access.superAdmin')} />;

  const save = saveWith<ChapterPayload>(page, action.mutateAsync, { created: t('admin.chapters.createdDone'), updated: t('admin.chapters.updated') });
  const onAction = dispatch<ChapterItem, string>({
    view: page.view,
    edit: page.edit,
    ...toggleHandlers(page, action.mutateAsync, t('admin.chapters.statusFailed')),
    delete: (chapter) =>
      page.confirm({
        title: t('admin.chapters.delete'),
        lines: [t('admin.confirm.deleteNamed', { name: chapter.name }), t('admin.confirm.chapterDeleteWarning')],
        run: () => action.mutateAsync({ kind: 'delete', id: chapter.id }),
        failed: (e) => messageOf(e, t('admin.chapters.deleteFailed')),
      }),
  });

  const editing = page.editing;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t('admin.chapters.title')}
      actions={<ListActions onRefresh={refresh} fetching={query.isFetching} addLabel={t('admin.chapters.add')} onAdd={() => page.edit(null)} />}
      fetchFailed={t('admin.chapters.fetchFailed')}
      onRetry={refresh}
      stats={
        <StatCards
          loading={statsQuery.isPending}
          columns={5}
          items={[
            { label: t('admin.chapters.stats.total'), value: s?.total ?? 0 },
            { label: t('admin.common.active'), value: s?.active ?? 0, color: 'green.fg' },
            { label: t('admin.common.inactive'), value: s?.inactive ?? 0, color: 'red.fg' },
            { label: t('admin.chapters.stats.withUsers'), value: s?.withUsers ?? 0 },
            { label: t('admin.chapters.stats.withEvents'), value: s?.withEvents ?? 0 },
          ]}
        />
      }
      {...chapterFilters(list)}
      exportCsv="chapters"
      table={{ label: t('admin.chapters.table'), columns: chapterColumns(onAction), rows: query.data?.items, empty: t('admin.chapters.empty'), total: query.data?.pagination.total ?? 0 }}
    >
      {editing && <ChapterFormDialog chapter={editing.item} pending={action.isPending} serverError={page.saveError ? messageOf(page.saveError, t('admin.chapters.saveFailed')) : null} onSubmit={save} onClose={page.closeEdit} />}
      <ChapterDetailsDialog chapter={page.viewing} onClose={page.closeView} onEdit={() => page.viewing && page.editFromDetails(page.viewing)} />
    </ResourcePage>
  );
}
