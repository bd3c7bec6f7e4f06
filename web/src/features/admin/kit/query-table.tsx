import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table';
import { messageOf } from './format';
import { ErrorAlert } from './states';

interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

interface Props<T> {
  label: string;
  columns: Column<T>[];
  /** The page's query: its failure shows above the table with Retry. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: T[] | undefined;
  total: number;
  empty: string;
  /** The message when it cannot load and the server gave none. */
  failed: string;
  paging: Paging;
}

/** A paged read-only table of one query (a log, an outbox): the load's failure, then the rows. */
export function QueryTable<T extends { id: string | number }>({ label, columns, query, rows, total, empty, failed, paging }: Props<T>): ReactNode {
  return (
    <>
      {query.isError && <ErrorAlert message={messageOf(query.error, failed)} onRetry={() => void query.refetch()} />}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={query.isPending}
        empty={empty}
        total={total}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={paging.setPage}
        onPageSize={paging.setPageSize}
      />
    </>
  );
}
