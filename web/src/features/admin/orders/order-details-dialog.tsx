import { Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { OrderView } from '@portal/contract/orders';
import { ORDER_RESOURCE } from '@portal/contract/resources';
import { formatMoney } from '../../../lib/i18n/format';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { DetailsFooter } from '../kit/details-footer';
import { dateTime, fullName } from '../kit/format';
import { OrderLinesHeader } from './order-lines-header';
import { OrderStatusChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { methodLabel } from './order-columns';
import { t } from '../../../lib/i18n/i18n';

/** The order description's details and summary; the order's lines and history are this dialog's own. */
export function OrderDetailsDialog({ order, onEdit, onClose }: { order: OrderView | null; onEdit: () => void; onClose: () => void }) {
  const items = order?.items ?? [];
  return (
    <AdminDialog open={Boolean(order)} title={t('admin.orders.details')} onClose={onClose} size="xl" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.orders.editStatus')} />}>
      {order && (
        <Stack gap="5">
          <DescribedDetails
            description={ORDER_RESOURCE}
            row={order}
            columns={{ '': { base: 2, md: 4 }, 'admin.orders.summary': 4 }}
            cells={{
              // A quick view: the order's page has its lines by vendor, timeline and packing slips.
              orderNumber: (o) => (
                <ChakraLink asChild colorPalette="primary" fontWeight="medium">
                  <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }} aria-label={t('admin.orderPage.open', { orderNumber: o.orderNumber })}>
                    {o.orderNumber}
                  </Link>
                </ChakraLink>
              ),
              status: (o) => <OrderStatusChip status={o.status} />,
              paymentMethod: (o) => methodLabel(o.paymentMethod),
              createdAt: (o) => dateTime(o.createdAt),
              user: (o) => fullName(o.user),
              notes: (o) => (
                <Text as="span" whiteSpace="pre-line">
                  {o.notes}
                </Text>
              ),
            }}
          />
          {items.length > 0 && (
            <>
              <Heading size="sm">{t('admin.orders.itemsCount', { count: items.length })}</Heading>
              <Table.Root size="sm" aria-label={t('admin.orders.items')}>
                <OrderLinesHeader />
                <Table.Body>
                  {items.map((i) => (
                    <Table.Row key={i.id}>
                      <Table.Cell>{i.product.name}</Table.Cell>
                      <Table.Cell>{i.product.sku || '-'}</Table.Cell>
                      <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(i.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(i.totalPrice)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
          <HistoryPanel entity="order" entityId={order.id} />
        </Stack>
      )}
    </AdminDialog>
  );
}
