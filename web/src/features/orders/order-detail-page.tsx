import { formatMoney } from '../../lib/i18n/format';
import { Alert, Button, Card, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { mayCancelOrder, type OrderItemView, type OrderView } from '@portal/contract/orders';
import { useI18n } from '../../lib/i18n/i18n';
import { formatDateTime, orderStatusLabel, paymentMethodLabel } from '../../lib/i18n/labels';
import { Printer } from 'lucide-react';
import { OrderCopyFacts } from './order-copy-facts';
import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/errors';
import { cancelRefusalText } from './cancel-refusal';
import { orderKeys } from '../../lib/query/keys';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCrumbTitle } from '../../ui/layout/crumb-state';
import { notify } from '../../ui/toaster';
import { cancelOrder, orderQuery } from './orders-api';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { reorder } from './reorder';
import { buyerName } from './buyer-name';
import { useSession } from '../../lib/session/use-session';

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text>{formatMoney(value)}</Text>
    </HStack>
  );
}

function vendorGroups(o: OrderView) {
  const names = new Map((o.payments ?? []).map((p) => [p.vendorId, p.vendorName]));
  const groups = new Map<number, { vendorId: number; name: string; items: OrderItemView[]; subtotal: number }>();
  for (const item of o.items ?? []) {
    const group = groups.get(item.vendorId) ?? { vendorId: item.vendorId, name: names.get(item.vendorId) ?? '—', items: [], subtotal: 0 };
    group.items.push(item);
    group.subtotal += item.totalPrice;
    groups.set(item.vendorId, group);
  }
  return [...groups.values()];
}

export function OrderDetailPage({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const order = useQuery(orderQuery(orderId));
  // The breadcrumb names the order by its number, not by its id.
  useCrumbTitle(`/orders/${orderId}`, order.data?.orderNumber);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(orderId), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list({}).slice(0, 2) });
      notify.success(t('shop.orderCancelled'));
    },
    onError: (error) => {
      notify.error(cancelRefusalText(error));
      // A refusal means the order moved on (cancelled elsewhere, confirmed by the back office):
      // show it as it now is, so the page stops offering to cancel it.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
  if (order.isPending) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (order.isError) {
    return (
      <Stack gap="3" align="start">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorText(order.error, 'shop.errors.orderLoadFailed')}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" asChild>
          <Link to="/orders">{t('shop.backToOrders')}</Link>
        </Button>
      </Stack>
    );
  }
  const o = order.data;
  const items = o.items ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {o.orderNumber}
        </Heading>
        <OrderStatusBadge status={o.status} />
      </HStack>
      <Text data-testid="order-buyer">{t('shop.placedBy', { name: buyerName(o.user) })}</Text>
      <OrderCopyFacts
        chapter={o.chapter.name}
        shipTo={o.chapter}
        buyer={`${buyerName(o.user)} <${o.user.email}>`}
        event={o.event.name}
        placedAt={formatDateTime(o.placedAt)}
        paymentMethod={o.paymentMethod ? paymentMethodLabel(o.paymentMethod) : null}
        poNumber={o.poNumber}
        notes={o.notes}
        status={orderStatusLabel(o.status)}
      />
      <Card.Root>
        <Card.Body gap="3">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('shop.product')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('shop.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('shop.unitPrice')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('shop.totalLabel')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            {/* One section per vendor: what each ships and its share of the order. */}
            {vendorGroups(o).map((group) => (
              <Table.Body key={group.vendorId} data-testid="order-vendor">
                <Table.Row bg="bg.muted">
                  <Table.Cell colSpan={3} fontWeight="semibold">
                    {group.name}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {formatMoney(group.subtotal)}
                  </Table.Cell>
                </Table.Row>
                {group.items.map((i) => (
                  <Table.Row key={i.id}>
                    <Table.Cell>
                      {i.product.name}
                      {i.product.sku ? ` (${i.product.sku})` : ''}
                      {i.packSize && i.packSize > 1 ? ` · ${t('shop.packOf', { count: i.packSize })}` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(i.unitPrice)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(i.totalPrice)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            ))}
          </Table.Root>
          <Separator />
          <Row label={t('shop.subtotal')} value={o.subtotal} />
          <Row label={t('shop.tax')} value={o.tax} />
          {o.processingFee > 0 && <Row label={t('shop.processingFee')} value={o.processingFee} />}
          <Row label={t('shop.totalLabel')} value={o.total} strong />
        </Card.Body>
      </Card.Root>
      <HStack wrap="wrap" data-print-hide>
        <Button variant="outline" asChild>
          <Link to="/orders">{t('shop.backToOrders')}</Link>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> {t('shop.print')}
        </Button>
        {items.length > 0 && (
          <Button variant="outline" onClick={() => void reorder(items).then(() => navigate({ to: '/cart' }))}>
            {t('shop.reorder')}
          </Button>
        )}
        {/* Only the author, the chapter account and the back office may cancel (decision 028). */}
        {o.status === 'PENDING' && user && mayCancelOrder(user, o) && (
          <Button
            colorPalette="red"
            variant="outline"
            loading={cancel.isPending}
            onClick={() => setAsking(true)}
          >
            {t('shop.cancelOrder')}
          </Button>
        )}
        <ConfirmDialog
          open={asking}
          title={t('shop.cancelConfirm')}
          confirmLabel={t('shop.cancelOrder')}
          pending={cancel.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
        />
      </HStack>
    </Stack>
  );
}
