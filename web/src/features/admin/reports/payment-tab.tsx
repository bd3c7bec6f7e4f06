import { Badge, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@portal/contract/money';
import type { PaymentRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { paymentMethodLabel, shortDate } from '../kit/format';
import { PaymentStatusChip } from '../kit/status-chip';
import type { DateRange } from './date-range';
import { ReportSection, type Paging } from './report-section';
import { paymentReportQuery } from './reports-api';
import { text } from './text';

const c = text.payment.columns;

const columns = (): Column<PaymentRow>[] => [
  { header: c.id, cell: (r) => `#${r.paymentId}` },
  { header: c.amount, cell: (r) => formatCents(r.amount), align: 'end' },
  { header: c.fee, cell: (r) => formatCents(r.fee), align: 'end' },
  { header: c.method, cell: (r) => (r.method ? paymentMethodLabel(r.method) : text.payment.noMethod) },
  {
    header: c.status,
    cell: (r) => (
      <HStack gap="1" flexWrap="wrap">
        <PaymentStatusChip status={r.status} />
        {r.retryCount > 0 && <Badge colorPalette="orange">{text.payment.retries(r.retryCount)}</Badge>}
        {r.isScheduled && <Badge colorPalette="blue">{text.payment.scheduled}</Badge>}
      </HStack>
    ),
  },
  { header: c.vendor, cell: (r) => r.vendorName ?? '-' },
  { header: c.chapter, cell: (r) => r.chapterName },
  { header: c.date, cell: (r) => shortDate(r.paymentDate) },
];

/** Payments in the range with retry and scheduled chips (spec 2.8); paged here. */
export function PaymentTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(paymentReportQuery(range));
  const rows = query.data?.rows;
  const s = query.data?.summary;
  const l = text.payment.summary;
  const start = paging.page * paging.pageSize;
  return (
    <ReportSection
      kind="payments"
      range={range}
      empty={!rows?.length}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: l.totalPayments, value: s?.totalPayments ?? 0 },
        { label: l.totalAmount, value: formatCents(s?.totalAmount ?? 0) },
        { label: l.successRate, value: `${(s?.successRate ?? 0).toFixed(1)}%` },
        { label: l.totalFees, value: formatCents(s?.totalFees ?? 0) },
      ]}
    >
      <DataTable
        label={text.tabs.payments}
        columns={columns()}
        rows={rows?.slice(start, start + paging.pageSize)}
        rowKey={(r) => r.paymentId}
        loading={query.isPending}
        empty={text.empty}
        total={rows?.length ?? 0}
        {...paging}
      />
    </ReportSection>
  );
}
