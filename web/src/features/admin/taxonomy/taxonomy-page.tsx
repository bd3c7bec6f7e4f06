import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import type { TaxonomyBody, TaxonomyItem } from '@portal/contract/taxonomy';
import { ApiError } from '../../../lib/api/api-error';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/toaster';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert, LoadingState } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { taxonomyListQuery, taxonomyStatsQuery, useTaxonomyAction } from './taxonomy-api';
import { taxonomyColumns, type TaxonomyRowAction } from './taxonomy-columns';
import { TaxonomyDeleteDialog } from './taxonomy-delete-dialog';
import { TaxonomyDetailsDialog } from './taxonomy-details-dialog';
import { TaxonomyFiltersPanel } from './taxonomy-filters';
import { emptyTaxonomy, taxonomyToForm } from './taxonomy-form';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';
import { COMMON_TEXT as T, TAXONOMY_TEXT, type TaxonomyKind } from './text';
import { useI18n } from '../../../lib/i18n/i18n';

interface SaveError {
  message: string | null;
  fields: Record<string, string>;
}
const noSaveError: SaveError = { message: null, fields: {} };

/** Categories Management and Tags Management: one layout for both (spec 2.9), SUPER_ADMIN only. */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  useI18n();
  const text = TAXONOMY_TEXT[kind];
  const { user } = useSession();
  const list = useListState({ search: '', isActive: '' });
  const query = useQuery(taxonomyListQuery(kind, list.page, list.pageSize, list.filters));
  const statsQuery = useQuery(taxonomyStatsQuery(kind));
  const s = statsQuery.data;
  const action = useTaxonomyAction(kind);
  const [editing, setEditing] = useState<{ item: TaxonomyItem | null } | null>(null);
  const [saveError, setSaveError] = useState<SaveError>(noSaveError);
  const [viewing, setViewing] = useState<TaxonomyItem | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);

  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={MSG.accessDeniedSuperAdmin} />;

  const open = (item: TaxonomyItem | null) => {
    setSaveError(noSaveError);
    setEditing({ item });
  };
  const save = (body: TaxonomyBody) => {
    const id = editing?.item?.id;
    action.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        setEditing(null);
        notify.success(id ? text.updated : text.created);
      },
      onError: (e) => setSaveError({ message: messageOf(e, text.saveFailed), fields: e instanceof ApiError ? e.fieldErrors : {} }),
    });
  };
  const onAction = (what: TaxonomyRowAction, item: TaxonomyItem) => {
    if (what === 'view') setViewing(item);
    else if (what === 'edit') open(item);
    else if (what === 'delete') setDeleting(item);
    else
      action.mutate(
        { kind: what, id: item.id },
        {
          onSuccess: () => notify.success(what === 'activate' ? text.activated : text.deactivated),
          onError: (e) => setError(messageOf(e, text.statusFailed)),
        },
      );
  };
  const remove = () =>
    deleting &&
    action.mutate(
      { kind: 'delete', id: deleting.id },
      {
        onSuccess: () => notify.success(text.deleted),
        onError: (e) => setError(messageOf(e, text.deleteFailed)),
        onSettled: () => setDeleting(null),
      },
    );

  const rows = query.data?.items;
  const firstLoadFailed = query.isError && !query.data;
  const body = firstLoadFailed ? (
    <ErrorAlert message={messageOf(query.error, text.fetchFailed)} onRetry={refresh} />
  ) : rows && rows.length === 0 ? (
    <Box py="10" textAlign="center" borderWidth="1px" rounded="md">
      <Text fontWeight="medium">{text.empty}</Text>
      <Text color="fg.muted">{text.emptyHint}</Text>
    </Box>
  ) : !rows ? (
    <LoadingState />
  ) : (
    <DataTable
      label={text.title}
      columns={taxonomyColumns(onAction)}
      rows={rows}
      rowKey={(x) => x.id}
      empty={text.empty}
      total={query.data?.pagination.total ?? 0}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  );

  return (
    <Stack gap="5">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <>
            <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
              {T.refresh}
            </Button>
            <Button size="sm" colorPalette="primary" onClick={() => open(null)}>
              {text.add}
            </Button>
          </>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && query.data && <ErrorAlert message={messageOf(query.error, text.fetchFailed)} onRetry={refresh} />}
      <StatCards
        items={[
          { label: T.stats.total, value: s?.total ?? 0 },
          { label: T.stats.active, value: s?.active ?? 0, color: 'green.fg' },
          { label: T.stats.inactive, value: s?.inactive ?? 0, color: 'red.fg' },
          { label: T.stats.withProducts, value: s?.withProducts ?? 0 },
        ]}
      />
      <TaxonomyFiltersPanel placeholder={text.search} value={list.filters} onChange={list.patch} onClear={list.reset} />
      {body}
      {editing && (
        <TaxonomyFormDialog
          title={editing.item ? text.editTitle : text.addTitle}
          editing={Boolean(editing.item)}
          initial={editing.item ? taxonomyToForm(editing.item) : emptyTaxonomy}
          pending={action.isPending}
          serverError={saveError.message}
          serverFieldErrors={saveError.fields}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <TaxonomyDetailsDialog
        title={text.detailsTitle}
        item={viewing}
        onClose={() => setViewing(null)}
        onEdit={() => {
          const item = viewing;
          setViewing(null);
          if (item) open(item);
        }}
      />
      <TaxonomyDeleteDialog kind={kind} title={text.deleteTitle} item={deleting} pending={action.isPending} onConfirm={remove} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
