import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@portal/contract/money';
import type { PurchaseRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { shortDate } from '../kit/format';
import { OrderStatusChip } from '../kit/status-chip';
import type { DateRange } from './date-range';
import { ReportSection, keyed, type Keyed, type Paging } from './report-section';
import { purchaseReportQuery } from './reports-api';
import { text } from './text';

const c = text.purchase.columns;

const columns = (): Column<Keyed<PurchaseRow>>[] => [
  {
    header: c.item,
    cell: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.itemName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.sku ?? text.purchase.noSku}
        </Text>
      </Stack>
    ),
  },
  { header: c.quantity, cell: (r) => r.quantity, align: 'end' },
  { header: c.unitPrice, cell: (r) => formatCents(r.unitPrice), align: 'end' },
  { header: c.totalPrice, cell: (r) => formatCents(r.totalPrice), align: 'end' },
  { header: c.vendor, cell: (r) => r.vendor },
  {
    header: c.chapter,
    cell: (r) => (
      <Stack gap="0">
        <Text>{r.chapter}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.chapterLocation}
        </Text>
      </Stack>
    ),
  },
  { header: c.orderDate, cell: (r) => shortDate(r.orderDate) },
  { header: c.status, cell: (r) => <OrderStatusChip status={r.orderStatus} /> },
];

/** Order lines in the range, paged by the server. */
export function PurchaseTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(purchaseReportQuery(range, paging.page, paging.pageSize));
  const s = query.data?.summary;
  const total = query.data?.pagination.total ?? 0;
  const l = text.purchase.summary;
  return (
    <ReportSection
      kind="purchases"
      range={range}
      empty={total === 0}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: l.totalValue, value: formatCents(s?.totalValue ?? 0) },
        { label: l.totalQuantity, value: s?.totalQuantity ?? 0 },
        { label: l.totalOrders, value: s?.totalOrders ?? 0 },
        { label: l.averageOrderValue, value: formatCents(s?.averageOrderValue ?? 0) },
      ]}
    >
      <DataTable
        label={text.tabs.purchases}
        columns={columns()}
        rows={keyed(query.data?.rows, paging.page * paging.pageSize)}
        rowKey={(r) => r.key}
        loading={query.isPending}
        empty={text.empty}
        total={total}
        {...paging}
      />
    </ReportSection>
  );
}
