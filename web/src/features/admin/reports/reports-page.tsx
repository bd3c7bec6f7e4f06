import { Stack, Tabs } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../../../lib/query/keys';
import { PageHeader } from '../kit/page-header';
import { RefreshButton } from '../kit/refresh-button';
import { addressSpec, useAddressState } from '../kit/list-search';
import { CategoryTab } from './category-tab';
import { isValidRange, rangeOf, type DateRange } from './date-range';
import { OverviewCards } from './overview-cards';
import { PaymentTab } from './payment-tab';
import { PurchaseTab } from './purchase-tab';
import { ReportRange } from './report-range';
import { REPORT_KINDS, type ReportKind } from './reports-api';
import { reportSearch } from './reports-search';
import { RevenueByDay } from './revenue-by-day';
import { t, useI18n } from '../../../lib/i18n/i18n';

const reportAddress = addressSpec('/_app/admin/reports', reportSearch);

const TABS = { purchases: PurchaseTab, categories: CategoryTab, payments: PaymentTab } as const;

/**
 * Reports & Analytics (spec 2.8). The chosen days, the tab and the table's page live in the
 * address, so Back returns to them. A range being typed stays on screen until it is complete and
 * ordered; only then do the reports follow it, from the first page.
 */
export function ReportsPage() {
  useI18n();
  const queryClient = useQueryClient();
  const list = useAddressState(reportAddress);
  const [draft, setDraft] = useState<DateRange | null>(null);
  const range = rangeOf(list.filters);
  const tab = (list.filters.tab || 'purchases') as ReportKind;
  const Current = TABS[tab];

  const changeRange = (next: DateRange) => {
    if (!isValidRange(next)) return setDraft(next);
    setDraft(null);
    list.patch({ startDate: next.startDate, endDate: next.endDate });
  };
  const changeTab = (next: ReportKind) => list.patch({ tab: next === 'purchases' ? '' : next });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all, predicate: (q) => String(q.queryKey[1]).startsWith('reports') });

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.reports.title')}
        subtitle={t('admin.reports.subtitle')}
        actions={<RefreshButton onClick={refresh} label={t('admin.reports.refresh')} />}
      />
      <ReportRange value={draft ?? range} onChange={changeRange} />
      <OverviewCards range={range} />
      <RevenueByDay range={range} />
      <Tabs.Root value={tab} onValueChange={(d) => changeTab(d.value as ReportKind)} variant="line">
        <Tabs.List>
          {REPORT_KINDS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {t(`admin.reports.tabs.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="4">
          <Current
            range={range}
            paging={{ page: list.page, pageSize: list.pageSize, onPage: list.setPage, onPageSize: list.setPageSize }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
