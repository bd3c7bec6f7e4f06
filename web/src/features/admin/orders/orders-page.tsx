import { Card, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import { formatCents } from '@portal/contract/money';
import type { OrderView } from '@portal/contract/orders';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { orderColumns } from './order-columns';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderFiltersPanel } from './order-filters';
import { OrderStatusDialog } from './order-status-dialog';
import { NO_ORDER_FILTERS, orderStatsQuery, ordersQuery, useOrderAction } from './orders-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function OrdersPage() {
  useI18n();
  const list = useListState(NO_ORDER_FILTERS);
  const query = useQuery(ordersQuery(list.page, list.pageSize, list.filters));
  const statsQuery = useQuery(orderStatsQuery());
  const s = statsQuery.data;
  const action = useOrderAction();
  const [viewing, setViewing] = useState<OrderView | null>(null);
  const [editing, setEditing] = useState<OrderView | null>(null);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);

  const onAction = (kind: string, order: OrderView) => {
    if (kind === 'view') setViewing(order);
    if (kind === 'edit') setEditing(order);
    if (kind === 'cancel') setCancelling(order);
  };
  const update = (status: string, paymentMethod: string) =>
    editing &&
    action.mutate(
      { kind: 'update', id: editing.id, status, paymentMethod },
      {
        onSuccess: () => notify.success(t('admin.orders.updated')),
        onError: (e) => setError(messageOf(e, t('admin.orders.updateFailed'))),
        onSettled: () => setEditing(null),
      },
    );
  const cancel = () =>
    cancelling &&
    action.mutate(
      { kind: 'cancel', id: cancelling.id },
      {
        onSuccess: () => notify.success(t('admin.orders.cancelled')),
        onError: (e) => setError(messageOf(e, t('admin.orders.cancelFailed'))),
        onSettled: () => setCancelling(null),
      },
    );

  const total = query.data?.pagination.total ?? 0;
  return (
    <Stack gap="5">
      <PageHeader title={t('admin.orders.title')} />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.orders.fetchFailed'))} onRetry={refresh} />}
      <StatCards
        items={[
          { label: t('admin.orders.stats.total'), value: s?.total ?? 0 },
          { label: t('admin.orders.stats.revenue'), value: formatCents(s?.totalRevenue ?? 0) },
          { label: t('admin.orders.stats.average'), value: formatCents(s?.averageOrderValue ?? 0) },
          { label: t('admin.orders.stats.fees'), value: formatCents(s?.totalProcessingFees ?? 0) },
        ]}
      />
      <Card.Root size="sm">
        <Card.Body gap="3">
          <Heading size="sm">{t('admin.orders.breakdown')}</Heading>
          <StatCards
            columns={5}
            items={[
              { label: t('admin.orders.stats.pending'), value: s?.pending ?? 0, color: 'fg.muted' },
              { label: t('admin.orders.stats.processing'), value: s?.processing ?? 0, color: 'orange.fg' },
              { label: t('admin.orders.stats.shipped'), value: s?.shipped ?? 0, color: 'blue.fg' },
              { label: t('admin.orders.stats.delivered'), value: s?.delivered ?? 0, color: 'green.fg' },
              { label: t('admin.orders.stats.cancelled'), value: s?.cancelled ?? 0, color: 'red.fg' },
            ]}
          />
        </Card.Body>
      </Card.Root>
      <OrderFiltersPanel applied={list.filters} onApply={list.setFilters} onRefresh={refresh} />
      <Heading size="md">{t('admin.orders.count', { count: total })}</Heading>
      <DataTable
        label={t('admin.orders.table')}
        columns={orderColumns(onAction)}
        rows={query.data?.items}
        rowKey={(o) => o.id}
        loading={query.isPending}
        empty={t('admin.orders.empty')}
        total={total}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
      {editing && <OrderStatusDialog order={editing} pending={action.isPending} onSubmit={update} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(cancelling)}
        title={t('admin.orders.cancelOrder')}
        lines={cancelling ? [MSG.cancelOrderConfirm(cancelling.orderNumber)] : []}
        confirmLabel={t('admin.orders.confirmCancel')}
        cancelLabel={t('admin.orders.keep')}
        pending={action.isPending}
        onConfirm={cancel}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
