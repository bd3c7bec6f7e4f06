import { Box, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TaxonomyBody, TaxonomyItem } from '@portal/contract/taxonomy';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { messageOf } from '../kit/format';
import { useList } from '../kit/list-search';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { categoryList, tagList, taxonomyStatsQuery, useTaxonomyAction } from './taxonomy-api';
import { taxonomyColumns, type TaxonomyRowAction } from './taxonomy-columns';
import { TaxonomyDetailsDialog } from './taxonomy-details-dialog';
import { taxonomyFilters } from './taxonomy-filters';
import { emptyTaxonomy, taxonomyFieldErrors, taxonomySaveError, taxonomyToForm } from './taxonomy-form';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';
import type { TaxonomyKind } from './taxonomy-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

/** Categories Management and Tags Management: one layout for both (spec 2.9), SUPER_ADMIN only. */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  useI18n();
  const { user } = useSession();
  const list = useList(kind === 'category' ? categoryList : tagList);
  const { query } = list;
  const statsQuery = useQuery(taxonomyStatsQuery(kind));
  const s = statsQuery.data;
  const action = useTaxonomyAction(kind);
  const page = useResourcePage<TaxonomyItem>();
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);

  const described = taxonomyFilters(list, t(`admin.taxonomy.${kind}.search`));

  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={t('admin.access.superAdmin')} />;

  const save = (body: TaxonomyBody) => {
    const id = page.editing?.item?.id;
    page.save(action.mutateAsync(id ? { kind: 'update', id, body } : { kind: 'create', body }), id ? t(`admin.taxonomy.${kind}.updated`) : t(`admin.taxonomy.${kind}.created`));
  };
  const toggle = (what: 'activate' | 'deactivate') => (item: TaxonomyItem) =>
    page.run(action.mutateAsync({ kind: what, id: item.id }), {
      done: what === 'activate' ? t(`admin.taxonomy.${kind}.activated`) : t(`admin.taxonomy.${kind}.deactivated`),
      failed: (e) => messageOf(e, t(`admin.taxonomy.${kind}.statusFailed`)),
    });
  const onAction = dispatch<TaxonomyItem, TaxonomyRowAction>({
    view: page.view,
    edit: page.edit,
    activate: toggle('activate'),
    deactivate: toggle('deactivate'),
    // An item with products attached cannot be deleted: the question says why and its button
    // stays disabled (spec 2.9, 5).
    delete: (item) =>
      page.confirm({
        title: t(`admin.taxonomy.${kind}.deleteTitle`),
        lines: item.productCount > 0 ? [t('admin.confirm.deleteNamed', { name: item.name })] : [t('admin.confirm.deleteNamed', { name: item.name }), t('admin.confirm.cannotBeUndone')],
        confirmLabel: t('admin.taxonomy.common.delete'),
        cancelLabel: t('admin.taxonomy.common.cancel'),
        blocked: item.productCount > 0 ? t(`admin.taxonomy.${kind}.hasProducts`, { count: item.productCount }) : null,
        run: () => action.mutateAsync({ kind: 'delete', id: item.id }),
        done: t(`admin.taxonomy.${kind}.deleted`),
        failed: (e) => messageOf(e, t(`admin.taxonomy.${kind}.deleteFailed`)),
      }),
  });

  const editing = page.editing;
  const saveError = page.saveError;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t(`admin.taxonomy.${kind}.title`)}
      subtitle={t(`admin.taxonomy.${kind}.subtitle`)}
      actions={
        <>
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
            {t('admin.taxonomy.common.refresh')}
          </Button>
          <Button size="sm" colorPalette="primary" onClick={() => page.edit(null)}>
            {t(`admin.taxonomy.${kind}.add`)}
          </Button>
        </>
      }
      fetchFailed={t(`admin.taxonomy.${kind}.fetchFailed`)}
      onRetry={refresh}
      stats={
        <StatCards
          loading={statsQuery.isPending}
          items={[
            { label: t('admin.taxonomy.common.stats.total'), value: s?.total ?? 0 },
            { label: t('admin.taxonomy.common.stats.active'), value: s?.active ?? 0, color: 'green.fg' },
            { label: t('admin.taxonomy.common.stats.inactive'), value: s?.inactive ?? 0, color: 'red.fg' },
            { label: t('admin.taxonomy.common.stats.withProducts'), value: s?.withProducts ?? 0 },
          ]}
        />
      }
      chips={described.chips}
      filters={described.filters}
      table={{
        label: t(`admin.taxonomy.${kind}.title`),
        columns: taxonomyColumns(onAction),
        rows: query.data?.items,
        empty: t(`admin.taxonomy.${kind}.empty`),
        total: query.data?.pagination.total ?? 0,
        emptyView: (
          <Box py="10" textAlign="center" borderWidth="1px" rounded="md">
            <Text fontWeight="medium">{t(`admin.taxonomy.${kind}.empty`)}</Text>
            <Text color="fg.muted">{t(`admin.taxonomy.${kind}.emptyHint`)}</Text>
          </Box>
        ),
      }}
    >
      {editing && (
        <TaxonomyFormDialog
          title={editing.item ? t(`admin.taxonomy.${kind}.editTitle`) : t(`admin.taxonomy.${kind}.addTitle`)}
          editing={Boolean(editing.item)}
          initial={editing.item ? taxonomyToForm(editing.item) : emptyTaxonomy}
          pending={action.isPending}
          serverError={saveError && !Object.keys(taxonomyFieldErrors(saveError)).length ? taxonomySaveError(kind, saveError) : null}
          serverFieldErrors={taxonomyFieldErrors(saveError)}
          onSubmit={save}
          onClose={page.closeEdit}
        />
      )}
      <TaxonomyDetailsDialog title={t(`admin.taxonomy.${kind}.detailsTitle`)} item={page.viewing} onClose={page.closeView} onEdit={() => page.viewing && page.editFromDetails(page.viewing)} />
    </ResourcePage>
  );
}
