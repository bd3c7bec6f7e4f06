import { Button, Stack, Tabs } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../../../lib/query/keys';
import { PageHeader } from '../kit/page-header';
import { useListState } from '../kit/use-list-state';
import { CategoryTab } from './category-tab';
import { defaultRange, isValidRange, type DateRange } from './date-range';
import { OverviewCards } from './overview-cards';
import { PaymentTab } from './payment-tab';
import { PurchaseTab } from './purchase-tab';
import { ReportRange } from './report-range';
import { REPORT_KINDS, type ReportKind } from './reports-api';
import { RevenueByDay } from './revenue-by-day';
import { t, useI18n } from '../../../lib/i18n/i18n';

const TABS = { purchases: PurchaseTab, categories: CategoryTab, payments: PaymentTab } as const;

/**
 * Reports & Analytics (spec 2.8). The range being typed is kept apart from the one applied, so
 * the reports follow only complete, ordered ranges; any change goes back to the first page.
 */
export function ReportsPage() {
  useI18n();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DateRange>(() => defaultRange());
  const list = useListState<DateRange>(draft);
  const [tab, setTab] = useState<ReportKind>('purchases');
  const range = list.filters;
  const Current = TABS[tab];

  const changeRange = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next)) list.setFilters(next);
  };
  const changeTab = (next: ReportKind) => {
    setTab(next);
    list.setPage(0);
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all, predicate: (q) => String(q.queryKey[1]).startsWith('reports') });

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.reports.title')}
        subtitle={t('admin.reports.subtitle')}
        actions={
          <Button size="sm" variant="outline" onClick={refresh}>
            {t('admin.reports.refresh')}
          </Button>
        }
      />
      <ReportRange value={draft} onChange={changeRange} />
      <OverviewCards />
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
