import { Stack, Text } from '@chakra-ui/react';
import type { OrderView } from '@portal/contract/orders';
import { formatCents } from '@portal/contract/money';
import { PAYMENT_METHOD_LABELS } from '@portal/contract/rules';
import type { Column } from '../kit/data-table';
import { dateTime, fullName } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { OrderStatusChip } from '../kit/status-chip';

export const methodLabel = (m: OrderView['paymentMethod']) => (m ? PAYMENT_METHOD_LABELS[m] : '-');

export function orderColumns(onAction: (kind: string, o: OrderView) => void): Column<OrderView>[] {
  return [
    { header: 'Order #', cell: (o) => <Text fontWeight="medium">{o.orderNumber}</Text> },
    {
      header: 'Customer',
      cell: (o) => (
        <Stack gap="0">
          <Text>{fullName(o.user)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {o.user.email}
          </Text>
        </Stack>
      ),
    },
    { header: 'Chapter', cell: (o) => o.chapter.name },
    { header: 'Event', cell: (o) => o.event.name },
    { header: 'Status', cell: (o) => <OrderStatusChip status={o.status} /> },
    { header: 'Payment', cell: (o) => methodLabel(o.paymentMethod) },
    { header: 'Total', align: 'end', cell: (o) => formatCents(o.total) },
    { header: 'Date', cell: (o) => dateTime(o.createdAt) },
    {
      header: 'Actions',
      align: 'end',
      cell: (o) => (
        <RowMenu
          label={`Actions for ${o.orderNumber}`}
          onSelect={(value) => onAction(value, o)}
          actions={[
            { value: 'view', label: 'View Details' },
            { value: 'edit', label: 'Edit Status' },
            { value: 'cancel', label: 'Cancel Order', danger: true, disabled: o.status === 'CANCELLED' },
          ]}
        />
      ),
    },
  ];
}
