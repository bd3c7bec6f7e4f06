import { useState } from 'react';
import { BULK_MAX, type BulkResource } from '@portal/contract/bulk';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { bulkBodyOf, useBulkRequest } from './bulk-api';
import type { BulkActionSpec } from './bulk-bar';
import type { BulkOutcome } from './bulk-result-dialog';
import { messageOf } from './format';
import { useSelection } from './selection';

export interface BulkSpec<T> {
  resource: BulkResource;
  actions: BulkActionSpec[];
  rowId: (row: T) => number;
  rowLabel: (row: T) => string;
}

/** What the page's confirmation needs (a subset of its ConfirmRequest). */
interface BulkConfirm {
  title: string;
  lines: string[];
  confirmLabel: string;
  cancelLabel?: string;
  danger: boolean;
  run: () => Promise<unknown>;
  failed: (error: unknown) => string;
}

interface Args<T> {
  bulk?: BulkSpec<T>;
  /** The list's API query (filters and sort, no paging). */
  filter: Record<string, string | number | boolean>;
  rows: T[] | undefined;
  total: number;
  page: { confirm: (request: BulkConfirm) => void; setError: (message: string | null) => void };
}

/**
 * Selection and bulk actions of a list: the selection belongs to the list's filters (changing
 * them drops it); an action asks first, saying how many rows it touches, then runs on the server
 * in one request and reports what was done and, per row, what was not and why.
 */
export function useBulk<T>({ bulk, filter, rows: listed, total, page }: Args<T>) {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...scope } = filter;
  const selection = useSelection(JSON.stringify(scope), total);
  const request = useBulkRequest(bulk?.resource ?? 'products');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const rows = listed ?? [];
  const pageRows = bulk ? rows.map((r) => ({ id: bulk.rowId(r), label: bulk.rowLabel(r) })) : [];

  const start = (spec: BulkActionSpec) => {
    const count = selection.count;
    if (count > BULK_MAX) return page.setError(t('admin.bulk.tooMany', { max: BULK_MAX }));
    const chosen = selection.selection;
    const names = new Map([...pageRows.map((r) => [r.id, r.label] as const), ...chosen.ids]);
    page.confirm({
      title: t('admin.bulk.confirmTitle', { action: spec.label }),
      lines: [t('admin.bulk.confirmCount', { count }), ...(chosen.all ? [t('admin.bulk.confirmAllMatching')] : []), ...(spec.action === 'delete' ? [t('admin.bulk.deleteNote')] : [])],
      confirmLabel: spec.confirm?.(count) ?? t('admin.bulk.confirm', { count }),
      ...(spec.keep ? { cancelLabel: spec.keep } : {}),
      danger: Boolean(spec.danger),
      run: async () => {
        const result = await request(bulkBodyOf(chosen, filter, spec.action, spec.body));
        selection.clear();
        // Every row changed: a toast. Otherwise the counts apart (changed, unchanged, refused) and each refusal.
        if (result.failed.length === 0 && result.unchanged.length === 0) notify.success(t('admin.bulk.allDone', { action: spec.label, count: result.succeeded.length }));
        else setOutcome({ label: spec.label, result, names });
      },
      failed: (e) => messageOf(e, t('admin.bulk.failed')),
    });
  };

  return {
    selection,
    start,
    outcome,
    closeOutcome: () => setOutcome(null),
    rowSelect: bulk
      ? {
          isSelected: (row: T) => selection.isSelected(bulk.rowId(row)),
          toggle: (row: T) => selection.toggle(bulk.rowId(row), bulk.rowLabel(row), pageRows),
          togglePage: () => selection.togglePage(pageRows),
          rowLabel: bulk.rowLabel,
        }
      : undefined,
  };
}

