/** What both imports share: how a file is to be read and applied, and the report of its rows. */
import type { ImportReport, ImportRowResult } from '@portal/contract/imports';
import type { HeaderWords } from './csv-file';

export interface ImportOptions {
  dryRun: boolean;
  /** Apply the rows without errors, leaving the others out whole. */
  validOnly?: boolean;
  /** The list export's headers, so its file reads back. */
  words?: HeaderWords;
}

/** The counts and rows of a planned file, not yet applied. */
export function reportOf(planned: ReadonlyArray<{ result: ImportRowResult }>, ignoredColumns: string[], dryRun: boolean): ImportReport {
  const count = (a: ImportRowResult['action']) => planned.filter((p) => p.result.action === a).length;
  return {
    dryRun,
    applied: false,
    totalRows: planned.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errorRows: count('error'),
    skipped: 0,
    ignoredColumns,
    rows: planned.map((p) => p.result),
  };
}
