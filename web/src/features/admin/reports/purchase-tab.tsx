import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/i18n/format';
import type { PurchaseRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { shortDate } from '../kit/format';
import { OrderStatusChip } from '../kit/status-chip';
import type { DateRange } from './date-range';
import { ReportSection, keyed, type Keyed, type Paging } from './report-section';
import { purchaseReportQuery } from './reports-api';
import { t } from '../../../lib/i18n/i18n';


const columns = (): Column<Keyed<PurchaseRow>>[] => [
  {
    header: t('admin.reports.purchase.columns.item'),
    cell: (r) => (
      <Stack gap="0">
        <Text fontWeight="medium">{r.itemName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.sku ?? t('admin.reports.purchase.noSku')}
        </Text>
      </Stack>
    ),
  },
  { header: t('admin.reports.purchase.columns.quantity'), cell: (r) => r.quantity, align: 'end' },
  { header: t('admin.reports.purchase.columns.unitPrice'), hideBelow: 'xl', cell: (r) => formatMoney(r.unitPrice), align: 'end' },
  { header: t('admin.reports.purchase.columns.totalPrice'), cell: (r) => formatMoney(r.totalPrice), align: 'end' },
  { header: t('admin.reports.purchase.columns.vendor'), cell: (r) => r.vendor },
  {
    header: t('admin.reports.purchase.columns.chapter'),
    cell: (r) => (
      <Stack gap="0">
        <Text>{r.chapter}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.chapterLocation}
        </Text>
      </Stack>
    ),
  },
  { header: t('admin.reports.purchase.columns.orderDate'), cell: (r) => shortDate(r.orderDate) },
  { header: t('admin.reports.purchase.columns.status'), cell: (r) => <OrderStatusChip status={r.orderStatus} /> },
];

/** Order lines in the range, paged by the server. */
export function PurchaseTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(purchaseReportQuery(range, paging.page, paging.pageSize));
  const s = query.data?.summary;
  const total = query.data?.pagination.total ?? 0;
  return (
    <ReportSection
      kind="purchases"
      range={range}
      empty={total === 0}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: t('admin.reports.purchase.summary.totalValue'), value: formatMoney(s?.totalValue ?? 0) },
        { label: t('admin.reports.purchase.summary.totalQuantity'), value: s?.totalQuantity ?? 0 },
        { label: t('admin.reports.purchase.summary.totalOrders'), value: s?.totalOrders ?? 0 },
        { label: t('admin.reports.purchase.summary.averageOrderValue'), value: formatMoney(s?.averageOrderValue ?? 0) },
      ]}
    >
      <DataTable
        label={t('admin.reports.tabs.purchases')}
        columns={columns()}
        rows={keyed(query.data?.rows, paging.page * paging.pageSize)}
        rowKey={(r) => r.key}
        loading={query.isPending}
        empty={t('admin.reports.empty')}
        total={total}
        {...paging}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('admin.reports.purchase.valueNote')}
      </Text>
    </ReportSection>
  );
}
