import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TablePager } from './table-pager';
import { EmptyState, LoadingState } from './states';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

interface Props<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  empty: string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * A table with the admin pager (0-based page in the UI). Its scroll area takes focus, so a table
 * wider than the screen can be scrolled with the keyboard.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, loading, empty } = props;
  return (
    <Box>
      {/* Cells wrap (the scroll area's default is nowrap), so a table scrolls only when its
          columns cannot fit at all, rather than pushing its last columns off screen. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="group" aria-label={label} whiteSpace="normal">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header} textAlign={c.align}>
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows ?? []).map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Cell key={c.header} textAlign={c.align}>
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && !rows && <LoadingState />}
      {rows && rows.length === 0 && <EmptyState text={empty} />}
      <TablePager {...props} />
    </Box>
  );
}
