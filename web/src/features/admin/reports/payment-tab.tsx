import { Badge, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/i18n/format';
import type { PaymentRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { paymentMethodLabel, shortDate } from '../kit/format';
import { PaymentStatusChip } from '../kit/status-chip';
import type { DateRange } from './date-range';
import { ReportSection, type Paging } from './report-section';
import { paymentReportQuery } from './reports-api';
import { t } from '../../../lib/i18n/i18n';

/** "1 retry", "2 retries". */
export const retriesLabel = (n: number) => (n === 1 ? t('admin.reports.payment.retryOne') : t('admin.reports.payment.retries', { n }));

const columns = (): Column<PaymentRow>[] => [
  { header: t('admin.reports.payment.columns.id'), cell: (r) => `#${r.paymentId}` },
  { header: t('admin.reports.payment.columns.amount'), cell: (r) => formatMoney(r.amount), align: 'end' },
  { header: t('admin.reports.payment.columns.fee'), hideBelow: 'xl', cell: (r) => formatMoney(r.fee), align: 'end' },
  { header: t('admin.reports.payment.columns.method'), hideBelow: 'xl', cell: (r) => (r.method ? paymentMethodLabel(r.method) : t('admin.reports.payment.noMethod')) },
  {
    header: t('admin.reports.payment.columns.status'),
    cell: (r) => (
      <HStack gap="1" flexWrap="wrap">
        <PaymentStatusChip status={r.status} />
        {r.retryCount > 0 && <Badge colorPalette="orange">{retriesLabel(r.retryCount)}</Badge>}
        {r.isScheduled && <Badge colorPalette="blue">{t('admin.reports.payment.scheduled')}</Badge>}
      </HStack>
    ),
  },
  { header: t('admin.reports.payment.columns.vendor'), cell: (r) => r.vendorName ?? '-' },
  { header: t('admin.reports.payment.columns.chapter'), cell: (r) => r.chapterName },
  { header: t('admin.reports.payment.columns.date'), cell: (r) => shortDate(r.paymentDate) },
];

/** Payments in the range with retry and scheduled chips (spec 2.8); paged here. */
export function PaymentTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(paymentReportQuery(range));
  const rows = query.data?.rows;
  const s = query.data?.summary;
  const start = paging.page * paging.pageSize;
  return (
    <ReportSection
      kind="payments"
      range={range}
      empty={!rows?.length}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: t('admin.reports.payment.summary.totalPayments'), value: s?.totalPayments ?? 0 },
        { label: t('admin.reports.payment.summary.totalAmount'), value: formatMoney(s?.totalAmount ?? 0) },
        { label: t('admin.reports.payment.summary.successRate'), value: `${(s?.successRate ?? 0).toFixed(1)}%` },
        { label: t('admin.reports.payment.summary.totalFees'), value: formatMoney(s?.totalFees ?? 0) },
      ]}
    >
      <DataTable
        label={t('admin.reports.tabs.payments')}
        columns={columns()}
        rows={rows?.slice(start, start + paging.pageSize)}
        rowKey={(r) => r.paymentId}
        loading={query.isPending}
        empty={t('admin.reports.empty')}
        total={rows?.length ?? 0}
        {...paging}
      />
    </ReportSection>
  );
}
