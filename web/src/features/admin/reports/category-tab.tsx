import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@portal/contract/money';
import type { CategoryRow } from '@portal/contract/reports';
import { DataTable, type Column } from '../kit/data-table';
import { HBarChart } from './charts/hbar-chart';
import { centsTick } from './charts/tick-format';
import type { DateRange } from './date-range';
import { ReportSection, keyed, type Keyed, type Paging } from './report-section';
import { categoryReportQuery } from './reports-api';
import { text } from './text';

const c = text.category.columns;
const nameOf = (r: CategoryRow) => r.categoryName || text.category.uncategorised;

const columns = (): Column<Keyed<CategoryRow>>[] => [
  { header: c.category, cell: nameOf },
  { header: c.totalValue, cell: (r) => formatCents(r.totalValue), align: 'end' },
  { header: c.quantity, cell: (r) => r.totalQuantity, align: 'end' },
  { header: c.orders, cell: (r) => r.totalOrders, align: 'end' },
  { header: c.products, cell: (r) => r.uniqueProducts, align: 'end' },
  { header: c.chapters, cell: (r) => r.uniqueChapters, align: 'end' },
  { header: c.average, cell: (r) => formatCents(r.averageOrderValue), align: 'end' },
];

/** Sales per category with a revenue chart; the whole report comes at once and is paged here. */
export function CategoryTab({ range, paging }: { range: DateRange; paging: Paging }) {
  const query = useQuery(categoryReportQuery(range));
  const rows = query.data?.rows;
  const s = query.data?.summary;
  const l = text.category.summary;
  const start = paging.page * paging.pageSize;
  return (
    <ReportSection
      kind="categories"
      range={range}
      empty={!rows?.length}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={[
        { label: l.totalCategories, value: s?.totalCategories ?? 0 },
        { label: l.totalValue, value: formatCents(s?.totalValue ?? 0) },
        { label: l.totalQuantity, value: s?.totalQuantity ?? 0 },
        { label: l.totalOrders, value: s?.totalOrders ?? 0 },
      ]}
    >
      {rows && (
        <HBarChart
          title={text.charts.revenueByCategory}
          labelHeader={text.charts.category}
          valueHeader={text.charts.revenue}
          points={rows.map((r) => ({ key: String(r.categoryId ?? 'none'), label: nameOf(r), value: r.totalValue }))}
          formatValue={formatCents}
          formatTick={centsTick}
          empty={text.charts.noData}
          color="secondary.solid"
        />
      )}
      <DataTable
        label={text.tabs.categories}
        columns={columns()}
        rows={keyed(rows?.slice(start, start + paging.pageSize), start)}
        rowKey={(r) => r.key}
        loading={query.isPending}
        empty={text.empty}
        total={rows?.length ?? 0}
        {...paging}
      />
    </ReportSection>
  );
}
