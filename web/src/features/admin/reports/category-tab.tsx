import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/i18n/format';
import type { CategoryRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { HBarChart } from '../../../ui/charts/hbar-chart';
import { centsTick } from '../../../ui/charts/tick-format';
import type { DateRange } from './date-range';
import { ReportSection, keyed, type Keyed, type Paging } from './report-section';
import { categoryReportQuery } from './reports-api';
import { Text } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

const nameOf = (r: CategoryRow) => (r.categoryId === null ? t('admin.reports.category.uncategorised') : r.categoryName);

const columns = (): Column<Keyed<CategoryRow>>[] => [
  { header: t('admin.reports.category.columns.category'), cell: nameOf },
  { header: t('admin.reports.category.columns.totalValue'), cell: (r) => formatMoney(r.totalValue), align: 'end' },
  { header: t('admin.reports.category.columns.quantity'), cell: (r) => r.totalQuantity, align: 'end' },
  { header: t('admin.reports.category.columns.orders'), cell: (r) => r.totalOrders, align: 'end' },
  { header: t('admin.reports.category.columns.products'), cell: (r) => r.uniqueProducts, align: 'end' },
  { header: t('admin.reports.category.columns.chapters'), cell: (r) => r.uniqueChapters, align: 'end' },
  { header: t('admin.reports.category.columns.average'), cell: (r) => formatMoney(r.averageOrderValue), align: 'end' },
];

/** Sales per category with a revenue chart; the whole report comes at once and is paged here. */
export function CategoryTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(categoryReportQuery(range));
  const rows = query.data?.rows;
  const s = query.data?.summary;
  const start = paging.page * paging.pageSize;
  return (
    <ReportSection
      kind="categories"
      range={range}
      empty={!rows?.length}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: t('admin.reports.category.summary.totalCategories'), value: s?.totalCategories ?? 0 },
        { label: t('admin.reports.category.summary.totalValue'), value: formatMoney(s?.totalValue ?? 0) },
        { label: t('admin.reports.category.summary.totalQuantity'), value: s?.totalQuantity ?? 0 },
        { label: t('admin.reports.category.summary.totalOrders'), value: s?.totalOrders ?? 0 },
      ]}
    >
      {rows && (
        <HBarChart
          title={t('admin.reports.charts.revenueByCategory')}
          labelHeader={t('admin.reports.charts.category')}
          valueHeader={t('admin.reports.charts.revenue')}
          points={rows.map((r) => ({ key: String(r.categoryId ?? 'none'), label: nameOf(r), value: r.totalValue }))}
          formatValue={formatMoney}
          formatTick={centsTick}
          empty={t('admin.reports.charts.noData')}
          color="secondary.solid"
        />
      )}
      <DataTable
        label={t('admin.reports.tabs.categories')}
        columns={columns()}
        rows={keyed(rows?.slice(start, start + paging.pageSize), start)}
        rowKey={(r) => r.key}
        loading={query.isPending}
        empty={t('admin.reports.empty')}
        total={rows?.length ?? 0}
        {...paging}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('admin.reports.category.countNote')}
      </Text>
    </ReportSection>
  );
}
