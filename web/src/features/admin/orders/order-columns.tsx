import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ORDER_TRANSITIONS, type OrderView } from '@portal/contract/orders';
import { ORDER_RESOURCE } from '@portal/contract/resources';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { dateTime, fullName, paymentMethodLabel } from '../kit/format';
import { actionsColumn } from '../kit/row-actions';
import { OrderStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

export const methodLabel = (m: OrderView['paymentMethod']) => (m ? paymentMethodLabel(m) : '-');

/** The order description's columns; the number links to the order's page, the customer shows the email under the name. */
export function orderColumns(onAction: (kind: string, o: OrderView) => void): Column<OrderView>[] {
  return [
    ...describedColumns<OrderView>(ORDER_RESOURCE, {
      // The order's own page: lines by vendor, timeline, comments, packing slips.
      orderNumber: (o) => (
        <ChakraLink asChild fontWeight="medium" whiteSpace="nowrap" colorPalette="primary">
          <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }}>
            {o.orderNumber}
          </Link>
        </ChakraLink>
      ),
      user: (o) => (
        <Stack gap="0" minW="7rem">
          <Text>{fullName(o.user)}</Text>
          {/* Long addresses break anywhere rather than push the last columns off screen. */}
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {o.user.email}
          </Text>
        </Stack>
      ),
      status: (o) => <OrderStatusChip status={o.status} />,
      paymentMethod: (o) => methodLabel(o.paymentMethod),
      createdAt: (o) => dateTime(o.createdAt),
    }),
    actionsColumn(t('admin.orders.actions'), (o) => o.orderNumber, onAction, (o) => [
      { value: 'view', label: t('admin.common.viewDetails') },
      { value: 'edit', label: t('admin.orders.editStatus') },
      // Cancel only where the order's rules allow it (pending or processing): never a warning, then a refusal.
      ...(ORDER_TRANSITIONS[o.status].includes('CANCELLED') ? [{ value: 'cancel', label: t('admin.orders.cancelOrder'), danger: true }] : []),
    ]),
  ];
}
