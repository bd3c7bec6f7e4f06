import { Heading, Link as ChakraLink, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { OrderView } from '@portal/contract/orders';
import { formatMoney } from '../../../lib/i18n/format';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { dateTime, fullName } from '../kit/format';
import { OrderLinesHeader } from './order-lines-header';
import { OrderStatusChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { methodLabel } from './order-columns';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

export function OrderDetailsDialog({ order, onEdit, onClose }: { order: OrderView | null; onEdit: () => void; onClose: () => void }) {
  const items = order?.items ?? [];
  return (
    <AdminDialog open={Boolean(order)} title={t('admin.orders.details')} onClose={onClose} size="xl" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.orders.editStatus')} />}>
      {order && (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <DetailItem label={t('admin.orders.orderNumber')}>
              {/* A quick view: the order's page has its lines by vendor, timeline and packing slips. */}
              <ChakraLink asChild colorPalette="primary" fontWeight="medium">
                <Link to="/admin/orders/$orderId" params={{ orderId: String(order.id) }} aria-label={t('admin.orderPage.open', { orderNumber: order.orderNumber })}>
                  {order.orderNumber}
                </Link>
              </ChakraLink>
            </DetailItem>
            <DetailItem label={t('admin.orders.status')}>
              <OrderStatusChip status={order.status} />
            </DetailItem>
            <DetailItem label={t('admin.orders.paymentMethod')}>{methodLabel(order.paymentMethod)}</DetailItem>
            <DetailItem label={t('admin.orders.created')}>{dateTime(order.createdAt)}</DetailItem>
            <DetailItem label={t('admin.orders.customer')}>{fullName(order.user)}</DetailItem>
            <DetailItem label={t('admin.orders.email')}>{order.user.email}</DetailItem>
            <DetailItem label={t('admin.orders.chapter')}>{order.chapter.name}</DetailItem>
            <DetailItem label={t('admin.orders.event')}>{order.event.name}</DetailItem>
            {order.poNumber && <DetailItem label={t('shop.poNumber')}>{order.poNumber}</DetailItem>}
          </SimpleGrid>
          {order.notes && (
            <DetailItem label={t('shop.orderNotes')}>
              <Text as="span" whiteSpace="pre-line">
                {order.notes}
              </Text>
            </DetailItem>
          )}
          <Heading size="sm">{t('admin.orders.summary')}</Heading>
          <SimpleGrid columns={4} gap="3">
            <DetailItem label={t('admin.orders.subtotal')}>{formatMoney(order.subtotal)}</DetailItem>
            <DetailItem label={t('admin.orders.tax')}>{formatMoney(order.tax)}</DetailItem>
            <DetailItem label={t('admin.orders.processingFee')}>{formatMoney(order.processingFee)}</DetailItem>
            <DetailItem label={t('admin.orders.total')}>{formatMoney(order.total)}</DetailItem>
          </SimpleGrid>
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
