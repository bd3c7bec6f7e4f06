import { Button, Stack } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ExportResource } from '@portal/contract/bulk';
import { FilterChips, type FilterChip } from './filter-chips';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { downloadCsv } from './bulk-api';
import { BulkBar } from './bulk-bar';
import { BulkResultDialog } from './bulk-result-dialog';
import { ConfirmDialog, type ConfirmWords } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { handOff } from './hand-off';
import { loadFailedText, messageOf } from './format';
import type { ListState } from './list-search';
import { PageHeader } from './page-header';
import { useBulk, type BulkSpec } from './use-bulk';
import { ErrorAlert } from './states';

/** What a confirmation asks and what it runs once confirmed. */
export interface ConfirmRequest extends ConfirmWords {
  run: () => Promise<unknown>;
  /** The toast once done. */
  done?: string;
  /** The page's message when it fails. */
  failed: (error: unknown) => string;
}

interface Outcome {
  done?: string;
  failed: (error: unknown) => string;
}

/**
 * The state every back-office list screen has: the row whose details are open, the row being
 * edited (or null for a new one) with its save error, the page's error banner and the question
 * waiting for confirmation. Changes run through it so each ends the same way: a toast when done,
 * the message in the banner (or in the form, for a save) when not.
 */
export function useResourcePage<T, E = T>() {
  const [viewing, setViewing] = useState<T | null>(null);
  const [editing, setEditing] = useState<{ item: E | null } | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);

  const edit = (item: E | null) => {
    setSaveError(null);
    setEditing({ item });
  };
  return {
    viewing,
    view: (row: T) => setViewing(row),
    closeView: () => setViewing(null),
    editing,
    edit,
    closeEdit: () => setEditing(null),
    /** The details dialog's Edit: closes the details, then opens the form. */
    editFromDetails: (item: E) => handOff(() => setViewing(null), () => edit(item)),
    saveError,
    error,
    setError,
    /** Saves the form: closes it and toasts when done; keeps it open with the error when not. */
    save: (work: Promise<unknown>, done: string) =>
      void work.then(
        () => {
          setEditing(null);
          notify.success(done);
        },
        (e: unknown) => setSaveError(e),
      ),
    /** Runs a row action (activate, deactivate) without asking. */
    run: (work: Promise<unknown>, { done, failed }: Outcome) =>
      void work.then(
        () => done && notify.success(done),
        (e: unknown) => setError(failed(e)),
      ),
    /** Asks first (the ConfirmDialog), then runs. */
    confirm: (request: ConfirmRequest) => setConfirming(request),
    confirming,
    confirmPending,
    closeConfirm: () => setConfirming(null),
    runConfirmed: () => {
      const request = confirming;
      if (!request) return;
      setConfirmPending(true);
      void request
        .run()
        .then(
          () => request.done && notify.success(request.done),
          (e: unknown) => setError(request.failed(e)),
        )
        .finally(() => {
          setConfirmPending(false);
          setConfirming(null);
        });
    },
  };
}

export type ResourcePageState<T, E = T> = ReturnType<typeof useResourcePage<T, E>>;
export type { BulkSpec };

/** A list's table; each row is known by its id. */
interface TableSpec<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  empty: string;
  total: number;
  /** Replaces the table when the list is empty (a friendlier empty state). */
  emptyView?: ReactNode;
}

interface Props<T, E, F extends Record<string, string>, Q, K extends QueryKey> {
  page: ResourcePageState<T, E>;
  list: ListState<F, Q, K>;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Notices above the error banners (not signed in, read only). */
  notice?: ReactNode;
  /** The message when the list cannot be loaded. */
  fetchFailed: string;
  onRetry: () => void;
  stats?: ReactNode;
  filters?: ReactNode;
  /** The filters in force, as removable chips under the filters (with Clear all). */
  chips?: FilterChip[];
  /** Between the filters and the table (a count heading). */
  beforeTable?: ReactNode;
  table: TableSpec<T>;
  gap?: string;
  /** The screen's dialogs (details, form); the confirmation is the kit's own. */
  children?: ReactNode;
  /** Rows can be selected (on this page, or every row matching the filters) for these actions. */
  bulk?: BulkSpec<T>;
  /** An Export CSV button for every row matching the filters (and Export selection with bulk). */
  exportCsv?: ExportResource;
}


/**
 * One back-office list screen: header, banners, stat cards, filters, the table (sortable, paged,
 * rows open their details) and the confirmation. A screen gives its columns, filters and dialogs.
 * While another page, filter or sort loads, the rows shown stay (dimmed, with a loading sign) and
 * so do the filters and what is being typed in them; a load that fails shows the error with Retry
 * in the table's place.
 */
export function ResourcePage<T extends { id: string | number }, E, F extends Record<string, string>, Q, K extends QueryKey>(props: Props<T, E, F, Q, K>) {
  const { page, list, table, fetchFailed, onRetry } = props;
  const { query } = list;
  const firstLoadFailed = query.isError && !query.data;
  const c = page.confirming;
  const bulk = useBulk({ bulk: props.bulk, filter: list.apiFilter, rows: table.rows, total: table.total, page });
  const [exporting, setExporting] = useState(false);
  const exportRows = (ids?: number[]) => {
    if (!props.exportCsv) return;
    setExporting(true);
    void downloadCsv(props.exportCsv, list.apiFilter, ids)
      .catch((e: unknown) => notify.error(messageOf(e, t('admin.export.failed'))))
      .finally(() => setExporting(false));
  };
  const s = bulk.selection;
  const exportButton = props.exportCsv && (
    <Button size="sm" variant="outline" loading={exporting && s.count === 0} onClick={() => exportRows()}>
      {t('admin.export.csv')}
    </Button>
  );
  return (
    <Stack gap={props.gap ?? '5'}>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          exportButton ? (
            <>
              {exportButton}
              {props.actions}
            </>
          ) : (
            props.actions
          )
        }
      />
      {props.notice}
      {page.error && <ErrorAlert message={page.error} onClose={() => page.setError(null)} />}
      {props.stats}
      {props.filters}
      {props.chips && <FilterChips chips={props.chips} onRemove={(key) => list.patch({ [key]: '' } as Partial<F>)} onClearAll={list.reset} />}
      {!firstLoadFailed && props.beforeTable}
      {props.bulk && (
        <BulkBar
          selection={s}
          total={table.total}
          actions={props.bulk.actions}
          onAction={bulk.start}
          exporting={exporting}
          onExport={props.exportCsv ? () => exportRows(s.selection.all ? undefined : [...s.selection.ids.keys()]) : undefined}
        />
      )}
      {/* A failed load shows in the list's place (or above the rows it could not replace), with Retry. */}
      {query.isError && <ErrorAlert message={loadFailedText(query.error, fetchFailed)} onRetry={onRetry} />}
      {!firstLoadFailed &&
        (table.emptyView && table.rows?.length === 0 ? (
          table.emptyView
        ) : (
          <DataTable
            label={table.label}
            columns={table.columns}
            rows={table.rows}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData && query.isFetching}
            empty={table.empty}
            total={table.total}
            page={list.page}
            pageSize={list.pageSize}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
            sort={{ sortBy: list.sortBy, sortOrder: list.sortOrder, onSort: list.setSort }}
            onOpen={page.view}
            select={bulk.rowSelect}
          />
        ))}
      {props.children}
      <ConfirmDialog
        open={Boolean(c)}
        title={c?.title ?? ''}
        lines={c?.lines ?? []}
        confirmLabel={c?.confirmLabel}
        cancelLabel={c?.cancelLabel}
        danger={c?.danger}
        blocked={c?.blocked}
        pending={page.confirmPending}
        onConfirm={page.runConfirmed}
        onClose={page.closeConfirm}
      />
      <BulkResultDialog outcome={bulk.outcome} onClose={bulk.closeOutcome} />
    </Stack>
  );
}

/**
 * Why a list did not load: a refusal the server explained (access, a filter) in its words, and
 * anything on the server's side or the network's as the screen's own sentence in the chosen
 * language, never a server's English.
 */
/** Maps a row action's name to its handler (the row menus name their choices). */
export function dispatch<T, K extends string>(handlers: Record<K, (row: T) => void>) {
  return (kind: K, row: T) => handlers[kind]?.(row);
}
