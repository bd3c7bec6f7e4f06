import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ORDER_TRANSITIONS, type OrderView } from '@portal/contract/orders';
import { formatMoney } from '../../../lib/i18n/format';
import type { Column } from '../kit/data-table';
import { dateTime, fullName, paymentMethodLabel } from '../kit/format';
import { actionsColumn } from '../kit/row-actions';
import { OrderStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

export const methodLabel = (m: OrderView['paymentMethod']) => (m ? paymentMethodLabel(m) : '-');

export function orderColumns(onAction: (kind: string, o: OrderView) => void): Column<OrderView>[] {
  return [
    {
      header: t('admin.orders.orderNo'),
      sortKey: 'orderNumber',
      // The order's own page: lines by vendor, timeline, comments, packing slips.
      cell: (o) => (
        <ChakraLink asChild fontWeight="medium" whiteSpace="nowrap" colorPalette="primary">
          <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }}>
            {o.orderNumber}
          </Link>
        </ChakraLink>
      ),
    },
    {
      header: t('admin.orders.customer'),
      cell: (o) => (
        <Stack gap="0" minW="7rem">
          <Text>{fullName(o.user)}</Text>
          {/* Long addresses break anywhere rather than push the last columns off screen. */}
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {o.user.email}
          </Text>
        </Stack>
      ),
    },
    { header: t('admin.orders.chapter'), hideBelow: 'xl', cell: (o) => o.chapter.name },
    { header: t('admin.orders.event'), hideBelow: 'xl', cell: (o) => o.event.name },
    { header: t('admin.orders.status'), sortKey: 'status', cell: (o) => <OrderStatusChip status={o.status} /> },
    { header: t('admin.orders.payment'), hideBelow: 'xl', cell: (o) => methodLabel(o.paymentMethod) },
    { header: t('admin.orders.total'), sortKey: 'total', align: 'end', cell: (o) => formatMoney(o.total) },
    { header: t('admin.orders.date'), cell: (o) => dateTime(o.createdAt), sortKey: 'createdAt' },
    actionsColumn(t('admin.orders.actions'), (o) => o.orderNumber, onAction, (o) => [
      { value: 'view', label: t('admin.common.viewDetails') },
      { value: 'edit', label: t('admin.orders.editStatus') },
      // Cancel only where the order's rules allow it (pending or processing): never a warning, then a refusal.
      ...(ORDER_TRANSITIONS[o.status].includes('CANCELLED') ? [{ value: 'cancel', label: t('admin.orders.cancelOrder'), danger: true }] : []),
    ]),
  ];
}
