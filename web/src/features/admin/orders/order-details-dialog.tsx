import { Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { OrderView } from '@portal/contract/orders';
import { formatCents } from '@portal/contract/money';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { dateTime, fullName } from '../kit/format';
import { OrderStatusChip } from '../kit/status-chip';
import { methodLabel } from './order-columns';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children}</Text>
  </Stack>
);

export function OrderDetailsDialog({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  const items = order?.items ?? [];
  return (
    <AdminDialog open={Boolean(order)} title="Order Details" onClose={onClose} size="xl">
      {order && (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Item label="Order Number">{order.orderNumber}</Item>
            <Item label="Status">
              <OrderStatusChip status={order.status} />
            </Item>
            <Item label="Payment Method">{methodLabel(order.paymentMethod)}</Item>
            <Item label="Created">{dateTime(order.createdAt)}</Item>
            <Item label="Customer">{fullName(order.user)}</Item>
            <Item label="Email">{order.user.email}</Item>
            <Item label="Chapter">{order.chapter.name}</Item>
            <Item label="Event">{order.event.name}</Item>
          </SimpleGrid>
          <Heading size="sm">Summary</Heading>
          <SimpleGrid columns={4} gap="3">
            <Item label="Subtotal">{formatCents(order.subtotal)}</Item>
            <Item label="Tax">{formatCents(order.tax)}</Item>
            <Item label="Processing Fee">{formatCents(order.processingFee)}</Item>
            <Item label="Total">{formatCents(order.total)}</Item>
          </SimpleGrid>
          {items.length > 0 && (
            <>
              <Heading size="sm">Order Items ({items.length})</Heading>
              <Table.Root size="sm" aria-label="Order Items">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader>SKU</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Unit Price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((i) => (
                    <Table.Row key={i.id}>
                      <Table.Cell>{i.product.name}</Table.Cell>
                      <Table.Cell>{i.product.sku || '-'}</Table.Cell>
                      <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(i.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(i.totalPrice)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
