import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { MSG } from '@portal/contract/messages';
import { DASHBOARD_TOP } from '@portal/contract/rules';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert, LoadingState } from '../kit/states';
import { dashboardQuery } from './dashboard-api';
import { QuickActions } from './quick-actions';
import { TopList } from './top-list';

export function AdminDashboardPage() {
  const query = useQuery(dashboardQuery());
  const { data } = query;
  const refresh = () => void query.refetch();
  return (
    <Stack gap="6">
      <PageHeader
        title="Admin Dashboard"
        subtitle={query.dataUpdatedAt ? `Last updated: ${format(query.dataUpdatedAt, 'MMM dd, yyyy HH:mm')}` : undefined}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
            Refresh
          </Button>
        }
      />
      {query.isError && <ErrorAlert message={messageOf(query.error, MSG.fetchDashboardFailed)} onRetry={refresh} />}
      {query.isPending && <LoadingState />}
      {data && (
        <>
          <StatCards
            items={[
              { label: 'Total Events', value: data.events.overview.total, help: `${data.events.overview.active} active` },
              { label: 'Total Vendors', value: data.vendors.overview.total, help: `${data.vendors.overview.active} active` },
              { label: 'Categories', value: data.categories.total, help: `${data.categories.active} active` },
              { label: 'Chapters', value: data.chapters.total, help: `${data.chapters.active} active` },
            ]}
          />
          <QuickActions />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TopList
              title="Top Events by Orders"
              rows={data.events.topEventsByOrders.slice(0, DASHBOARD_TOP.events).map((e) => ({
                id: e.id,
                name: e.name,
                detail: `${e.chapterName} · ${e.city}, ${e.state}`,
                count: e.orderCount,
                unit: 'orders',
              }))}
            />
            <TopList
              title="Top Vendors by Products"
              rows={data.vendors.topVendorsByProducts.slice(0, DASHBOARD_TOP.vendors).map((v) => ({ id: v.id, name: v.name, count: v.productCount, unit: 'products' }))}
            />
            {data.categories.popularCategories && (
              <TopList
                title="Popular Categories"
                rows={data.categories.popularCategories.slice(0, DASHBOARD_TOP.categories).map((c) => ({ id: c.id, name: c.name, count: c.productCount, unit: 'products' }))}
              />
            )}
            <TopList
              title="Top Chapters by Orders"
              rows={data.chapters.topChaptersByOrders.slice(0, DASHBOARD_TOP.chapters).map((c) => ({
                id: c.id,
                name: c.name,
                detail: `${c.city}, ${c.state}`,
                count: c.orderCount,
                unit: 'orders',
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
