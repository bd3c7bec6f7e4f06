import { Box, HStack, Spinner, Table, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { TablePager } from './table-pager';
import { EmptyState, LoadingState } from './states';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Long unbroken text (e-mail addresses) may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
  /** The API's sort field for this column: its header sorts the list. */
  sortKey?: string;
  /** A low-value column left out on screens narrower than this breakpoint, so the list never scrolls sideways. */
  hideBelow?: 'lg' | 'xl';
}

export interface TableSort {
  sortBy: string;
  sortOrder: 'asc' | 'desc' | '';
  onSort: (sortBy: string, sortOrder: 'asc' | 'desc') => void;
}

interface Props<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** The rows shown are the previous ones while the next page, filter or sort loads. */
  refreshing?: boolean;
  empty: string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  sort?: TableSort;
  /** A click on a row (not on a control in it), or Enter on a focused row, opens it (its details). */
  onOpen?: (row: T) => void;
  /** Rows can be ticked for a bulk action: a narrow checkbox column comes first; Space ticks the focused row. */
  select?: RowSelect<T>;
}

export interface RowSelect<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  togglePage: () => void;
  /** The row's name, for its checkbox's label. */
  rowLabel: (row: T) => string;
}

const Check = chakra('input', { base: { width: '4', height: '4', cursor: 'pointer', accentColor: 'primary.solid', verticalAlign: 'middle' } });

/** A click inside a button, link, field or menu of the row belongs to that control, not the row. */
const CONTROLS = 'button, a, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';

/**
 * A table with sortable headers, the admin pager (0-based page in the UI) and rows that open on
 * click or Enter. Rows are one tab stop (roving tabindex): arrow keys, Home and End move between
 * them. The scroll area takes focus too, so a table wider than the screen can be scrolled with
 * the keyboard.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, loading, refreshing, empty, sort, onOpen, select } = props;
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const list = rows ?? [];
  const current = Math.min(active, Math.max(0, list.length - 1));

  const focusRow = (index: number) => {
    const next = Math.min(Math.max(index, 0), list.length - 1);
    setActive(next);
    body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr')[next]?.focus();
  };
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'ArrowDown') focusRow(index + 1);
    else if (e.key === 'ArrowUp') focusRow(index - 1);
    else if (e.key === 'Home') focusRow(0);
    else if (e.key === 'End') focusRow(list.length - 1);
    else if (e.key === 'Enter' && onOpen) onOpen(row);
    else if (e.key === ' ' && select) select.toggle(row);
    else return;
    e.preventDefault();
  };
  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, index: number, row: T) => {
    const target = e.target as Element;
    // Events from a portal (the row menu) bubble here through React but are not inside the row.
    if (!e.currentTarget.contains(target) || target.closest(CONTROLS)) return;
    setActive(index);
    onOpen?.(row);
  };

  return (
    <Box position="relative" aria-busy={refreshing || undefined}>
      {refreshing && rows && (
        <HStack role="status" position="absolute" top="-7" insetEnd="0" gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>{t('admin.common.loading')}</Text>
        </HStack>
      )}
      {/* Cells wrap (the scroll area's default is nowrap), so a table scrolls only when its
          columns cannot fit at all, rather than pushing its last columns off screen. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="group" aria-label={label} whiteSpace="normal">
        <Table.Root size="sm" aria-label={label} interactive={Boolean(onOpen)}>
          <Table.Header>
            <Table.Row>
              {select && (
                <Table.ColumnHeader w="10" minW="10" px="2" {...stick(0, 'bg')}>
                  <Check
                    type="checkbox"
                    aria-label={t('admin.bulk.selectPage')}
                    checked={list.length > 0 && list.every(select.isSelected)}
                    ref={(el: HTMLInputElement | null) => {
                      if (el) el.indeterminate = list.some(select.isSelected) && !list.every(select.isSelected);
                    }}
                    onChange={select.togglePage}
                  />
                </Table.ColumnHeader>
              )}
              {columns.map((c, i) => (
                <HeaderCell key={c.header} column={c} sort={sort} sticky={i === 0 ? stick(select ? 10 : 0, 'bg') : undefined} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body ref={body} opacity={refreshing ? 0.6 : undefined} transition="opacity 0.2s">
            {list.map((row, index) => (
              <Table.Row
                key={rowKey(row)}
                tabIndex={index === current ? 0 : -1}
                aria-selected={select ? select.isSelected(row) : undefined}
                bg={select?.isSelected(row) ? 'primary.subtle' : 'bg'}
                cursor={onOpen ? 'pointer' : undefined}
                onClick={(e) => onRowClick(e, index, row)}
                onKeyDown={(e) => onRowKey(e, index, row)}
                onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
              >
                {select && (
                  <Table.Cell w="10" minW="10" px="2" {...stick(0)}>
                    <Check type="checkbox" aria-label={t('admin.bulk.selectRow', { name: select.rowLabel(row) })} checked={select.isSelected(row)} onChange={() => select.toggle(row)} />
                  </Table.Cell>
                )}
                {columns.map((c, i) => (
                  <Table.Cell key={c.header} textAlign={c.align} hideBelow={c.hideBelow} overflowWrap={c.breakAnywhere ? 'anywhere' : undefined} {...(i === 0 ? stick(select ? 10 : 0) : {})}>
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

/**
 * The row's first columns (its checkbox and its name) stay in view while a table too wide for the
 * screen scrolls sideways, so no row loses what it is; on the row's own background (selected, hovered).
 */
const stick = (start: 0 | 10, bg: 'inherit' | 'bg' = 'inherit') => ({ position: 'sticky', insetStart: start === 0 ? '0' : '10', zIndex: 1, bg }) as const;

// Inline (not a flex box), so a narrow column wraps its header rather than widening the table.
const SortButton = chakra('button', {
  base: { display: 'inline', textAlign: 'inherit', fontWeight: 'inherit', cursor: 'pointer', rounded: 'sm', _hover: { color: 'fg' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } },
});

/** A header; a sortable one is a button that sorts by its column, then flips the direction. */
function HeaderCell<T>({ column, sort, sticky }: { column: Column<T>; sort?: TableSort; sticky?: ReturnType<typeof stick> }) {
  if (!column.sortKey || !sort)
    return (
      <Table.ColumnHeader textAlign={column.align} hideBelow={column.hideBelow} {...sticky}>
        {column.header}
      </Table.ColumnHeader>
    );
  const key = column.sortKey;
  const on = sort.sortBy === key;
  const order = on ? sort.sortOrder : '';
  return (
    <Table.ColumnHeader textAlign={column.align} hideBelow={column.hideBelow} {...sticky} aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}>
      <SortButton
        type="button"
        title={t('admin.common.sortBy', { column: column.header })}
        onClick={() => sort.onSort(key, on && order === 'asc' ? 'desc' : 'asc')}
      >
        {column.header}
        <chakra.span aria-hidden="true" ms="1" fontSize="xs" color={order ? 'fg' : 'fg.subtle'}>
          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
        </chakra.span>
      </SortButton>
    </Table.ColumnHeader>
  );
}
