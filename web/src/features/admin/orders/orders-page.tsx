import { Card, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import type { OrderView } from '@portal/contract/orders';
import { ORDER_RESOURCE } from '@portal/contract/resources';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';
import { notify } from '../../../ui/toaster';
import { messageOf, paymentStatusLabel } from '../kit/format';
import { describedChipWords } from '../kit/described-filters';
import { chipsOf, dayText } from '../kit/filter-chips';
import { handOff } from '../kit/hand-off';
import { useList } from '../kit/list-search';
import { orderStatusActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { StatCards } from '../kit/stat-cards';
import { orderColumns } from './order-columns';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderFiltersPanel, orderFilterChoices } from './order-filters';
import { OrderStatusDialog } from './order-status-dialog';
import { orderList, orderStatsQuery, useOrderAction } from './orders-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function OrdersPage() {
  useI18n();
  const list = useList(orderList);
  const { query } = list;
  const statsQuery = useQuery(orderStatsQuery());
  const s = statsQuery.data;
  const action = useOrderAction();
  const page = useResourcePage<OrderView>();
  const [editing, setEditing] = useState<OrderView | null>(null);
  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const editFromDetails = (order: OrderView) => handOff(page.closeView, () => setEditing(order));

  const onAction = dispatch<OrderView, string>({
    view: page.view,
    edit: setEditing,
    cancel: (order) =>
      page.confirm({
        title: t('admin.orders.cancelOrder'),
        lines: [t('admin.confirm.cancelOrder', { orderNumber: order.orderNumber })],
        confirmLabel: t('admin.orders.confirmCancel'),
        cancelLabel: t('admin.orders.keep'),
        run: () => action.mutateAsync({ kind: 'cancel', id: order.id }),
        done: t('admin.orders.cancelled'),
        failed: (e) => messageOf(e, t('admin.orders.cancelFailed')),
      }),
  });
  /** The status dialog closes whatever the answer; a failure shows above the table. */
  const update = (status: OrderStatus, paymentMethod: PaymentMethod | '') => {
    if (!editing) return;
    void action
      .mutateAsync({ kind: 'update', id: editing.id, status, paymentMethod })
      .then(
        () => notify.success(t('admin.orders.updated')),
        (e: unknown) => page.setError(messageOf(e, t('admin.orders.updateFailed'))),
      )
      .finally(() => setEditing(null));
  };

  const total = query.data?.pagination.total ?? 0;
  return (
    <ResourcePage
      page={page}
      list={list}
      gap="3"
      title={t('admin.orders.title')}
      fetchFailed={t('admin.orders.fetchFailed')}
      onRetry={refresh}
      stats={
        <>
          <StatCards
            loading={statsQuery.isPending}
            compact
            items={[
              { label: t('admin.orders.stats.total'), value: s?.total ?? 0 },
              { label: t('admin.orders.stats.revenue'), value: formatMoney(s?.totalRevenue ?? 0) },
              { label: t('admin.orders.stats.average'), value: formatMoney(s?.averageOrderValue ?? 0) },
              { label: t('admin.orders.stats.fees'), value: formatMoney(s?.totalProcessingFees ?? 0) },
            ]}
          />
          <Card.Root size="sm">
            <Card.Body gap="2" py="3">
              <Heading size="sm">{t('admin.orders.breakdown')}</Heading>
              <StatCards
                loading={statsQuery.isPending}
                compact
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
        </>
      }
      filters={
        <OrderFiltersPanel
          applied={{ ...list.filters, sortBy: list.sortBy, sortOrder: list.sortOrder }}
          onApply={({ sortBy, sortOrder, ...filters }) => list.apply(filters, sortBy, sortOrder === 'asc' ? 'asc' : 'desc')}
          onRefresh={refresh}
        />
      }
      chips={chipsOf(list.filters, {
        search: { label: t('admin.common.search') },
        ...describedChipWords(ORDER_RESOURCE, orderFilterChoices()),
        paymentStatus: { label: t('admin.orders.paymentStatus'), text: paymentStatusLabel },
        startDate: { label: t('admin.orders.startDate'), text: dayText },
        endDate: { label: t('admin.orders.endDate'), text: dayText },
      })}
      beforeTable={<Heading size="md">{t('admin.orders.count', { count: total })}</Heading>}
      bulk={{ resource: 'orders', actions: orderStatusActions(), rowId: (o) => o.id, rowLabel: (o) => o.orderNumber }}
      exportCsv="orders"
      table={{ label: t('admin.orders.table'), columns: orderColumns(onAction), rows: query.data?.items, empty: t('admin.orders.empty'), total }}
    >
      <OrderDetailsDialog order={page.viewing} onClose={page.closeView} onEdit={() => page.viewing && editFromDetails(page.viewing)} />
      {editing && <OrderStatusDialog order={editing} pending={action.isPending} onSubmit={update} onClose={() => setEditing(null)} />}
    </ResourcePage>
  );
}
