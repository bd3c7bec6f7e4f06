import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_TOP } from '@portal/contract/rules';
import { longDateTime, messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert, LoadingState } from '../kit/states';
import { dashboardQuery } from './dashboard-api';
import { QuickActions } from './quick-actions';
import { TopList } from './top-list';
import { WorkToDo } from './work-to-do';
import { adminKeys } from '../../../lib/query/keys';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function AdminDashboardPage() {
  useI18n();
  const query = useQuery(dashboardQuery());
  const { data } = query;
  const queryClient = useQueryClient();
  // The work to do and the figures below: both under the dashboard's key.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={query.dataUpdatedAt ? t('admin.dashboard.lastUpdated', { when: longDateTime(new Date(query.dataUpdatedAt).toISOString()) }) : undefined}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      <WorkToDo />
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.dashboard.fetchFailed'))} onRetry={refresh} />}
      {query.isPending && <LoadingState />}
      {data && (
        <>
          <StatCards
            items={[
              { label: t('admin.dashboard.totalEvents'), value: data.events.overview.total, help: t('admin.dashboard.activeCount', { count: data.events.overview.active }) },
              { label: t('admin.dashboard.totalVendors'), value: data.vendors.overview.total, help: t('admin.dashboard.activeCount', { count: data.vendors.overview.active }) },
              { label: t('admin.dashboard.categories'), value: data.categories.total, help: t('admin.dashboard.activeCount', { count: data.categories.active }) },
              { label: t('admin.dashboard.chapters'), value: data.chapters.total, help: t('admin.dashboard.activeCount', { count: data.chapters.active }) },
            ]}
          />
          <QuickActions />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TopList
              title={t('admin.dashboard.topEvents')}
              rows={data.events.topEventsByOrders.slice(0, DASHBOARD_TOP.events).map((e) => ({
                id: e.id,
                name: e.name,
                detail: `${e.chapterName} · ${e.city}, ${e.state}`,
                count: e.orderCount,
                unit: t('admin.dashboard.orders'),
              }))}
            />
            <TopList
              title={t('admin.dashboard.topVendors')}
              rows={data.vendors.topVendorsByProducts.slice(0, DASHBOARD_TOP.vendors).map((v) => ({ id: v.id, name: v.name, count: v.productCount, unit: t('admin.dashboard.products') }))}
            />
            <TopList
              title={t('admin.dashboard.popularCategories')}
              rows={data.categories.popular.slice(0, DASHBOARD_TOP.categories).map((c) => ({ id: c.id, name: c.name, count: c.productCount, unit: t('admin.dashboard.products') }))}
            />
            <TopList
              title={t('admin.dashboard.topChapters')}
              rows={data.chapters.topChaptersByOrders.slice(0, DASHBOARD_TOP.chapters).map((c) => ({
                id: c.id,
                name: c.name,
                detail: `${c.city}, ${c.state}`,
                count: c.orderCount,
                unit: t('admin.dashboard.orders'),
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
