import { Box, Button, Card, Grid, HStack, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { ORDER_TRANSITIONS, type OrderView } from '@portal/contract/orders';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';
import { formatMoney } from '../../../lib/i18n/format';
import { t, useI18n } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { listSearch, useCrumbTitle } from '../../../ui/layout/crumb-state';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { dateTime, fullName, loadFailedText, messageOf } from '../kit/format';
import { ErrorAlert, LoadingState } from '../kit/states';
import { OrderStatusChip, PaymentStatusChip } from '../kit/status-chip';
import { methodLabel } from './order-columns';
import { orderDetailQuery, useOrderPageRefresh } from './order-page-api';
import { OrderStatusDialog } from './order-status-dialog';
import { OrderTimelinePanel } from './order-timeline-panel';
import { VendorLines, vendorLabel } from './order-vendor-lines';
import { vendorParts } from './order-vendors';
import { useOrderAction } from './orders-api';
import { PackingSlip, usePrintWhenShown } from './packing-slip';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div" overflowWrap="anywhere">
      {children}
    </Text>
  </Stack>
);

/** Back to the orders list as it was left: its filters, sort and page. */
function BackToOrders() {
  return (
    <ChakraLink asChild fontSize="sm" alignSelf="start">
      <Link to="/admin/orders" search={listSearch('/admin/orders')}>
        {t('admin.orderPage.back')}
      </Link>
    </ChakraLink>
  );
}

/** The order page's route error: the order could not be read (unknown, or the API failed), with Retry and the way back. */
export function OrderPageError({ error, reset }: ErrorComponentProps) {
  useI18n();
  const router = useRouter();
  return (
    <Stack gap="4" className="order-page">
      <BackToOrders />
      <ErrorAlert
        message={loadFailedText(error, t('admin.orders.fetchFailed'))}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" role="region" aria-label={title}>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** Status actions the order's rules allow (contract ORDER_TRANSITIONS), as the list offers them. */
function StatusActions({ order }: { order: OrderView }) {
  const action = useOrderAction();
  const refresh = useOrderPageRefresh(order.id);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const moves = ORDER_TRANSITIONS[order.status];
  const update = (status: OrderStatus, paymentMethod: PaymentMethod | '') =>
    void action
      .mutateAsync({ kind: 'update', id: order.id, status, paymentMethod })
      .then(
        () => notify.success(t('admin.orders.updated')),
        (e: unknown) => setError(messageOf(e, t('admin.orders.updateFailed'))),
      )
      .finally(() => {
        setEditing(false);
        void refresh();
      });
  const cancel = () =>
    void action
      .mutateAsync({ kind: 'cancel', id: order.id })
      .then(
        () => notify.success(t('admin.orders.cancelled')),
        (e: unknown) => setError(messageOf(e, t('admin.orders.cancelFailed'))),
      )
      .finally(() => {
        setCancelling(false);
        void refresh();
      });
  return (
    <Stack gap="2" align="end">
      {/* A delivered or cancelled order has no move left: no button to press and be refused. */}
      {moves.length > 0 && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="primary" onClick={() => setEditing(true)}>
            {t('admin.orders.editStatus')}
          </Button>
          {moves.includes('CANCELLED') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
              {t('admin.orders.cancelOrder')}
            </Button>
          )}
        </HStack>
      )}
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {editing && <OrderStatusDialog order={order} pending={action.isPending} onSubmit={update} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={cancelling}
        title={t('admin.orders.cancelOrder')}
        lines={[t('admin.confirm.cancelOrder', { orderNumber: order.orderNumber })]}
        confirmLabel={t('admin.orders.confirmCancel')}
        cancelLabel={t('admin.orders.keep')}
        pending={action.isPending}
        onConfirm={cancel}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

function OrderFacts({ order }: { order: OrderView }) {
  const c = order.chapter;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 1 }} gap="4" alignItems="start">
      <Section title={t('admin.orderPage.details')}>
        <SimpleGrid columns={2} gap="3">
          <Fact label={t('admin.orders.chapter')}>{c.name}</Fact>
          <Fact label={t('admin.orders.event')}>{order.event.name}</Fact>
          <Fact label={t('admin.orderPage.buyer')}>
            {fullName(order.user)}
            <Text fontSize="sm" color="fg.muted">
              {order.user.email}
            </Text>
          </Fact>
          <Fact label={t('shop.poNumber')}>{order.poNumber ?? '-'}</Fact>
          <Fact label={t('admin.orders.paymentMethod')}>{methodLabel(order.paymentMethod)}</Fact>
          <Fact label={t('admin.orders.created')}>{dateTime(order.createdAt)}</Fact>
        </SimpleGrid>
        <Fact label={t('shop.orderNotes')}>
          <Text as="span" whiteSpace="pre-line">
            {order.notes ?? '-'}
          </Text>
        </Fact>
      </Section>
      <Section title={t('admin.orderPage.shipTo')}>
        <Text as="address" fontStyle="normal" whiteSpace="pre-line">
          {[c.name, c.address, [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join('\n')}
        </Text>
      </Section>
    </SimpleGrid>
  );
}

function Summary({ order }: { order: OrderView }) {
  const rows: [string, number][] = [
    [t('admin.orders.subtotal'), order.subtotal],
    [t('admin.orders.tax'), order.tax],
    [t('admin.orders.processingFee'), order.processingFee],
  ];
  return (
    <Section title={t('admin.orders.summary')}>
      <Stack gap="1">
        {rows.map(([label, cents]) => (
          <HStack key={label} justify="space-between">
            <Text color="fg.muted">{label}</Text>
            <Text>{formatMoney(cents)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="1">
          <Text fontWeight="semibold">{t('admin.orders.total')}</Text>
          <Text fontWeight="semibold">{formatMoney(order.total)}</Text>
        </HStack>
      </Stack>
      {(order.payments ?? []).length > 0 && (
        <Stack gap="1" aria-label={t('admin.orderPage.payments')} role="list">
          <Text fontSize="xs" color="fg.muted">
            {t('admin.orderPage.payments')}
          </Text>
          {order.payments!.map((p) => (
            <HStack key={p.id} justify="space-between" role="listitem" gap="2">
              <Text fontSize="sm" truncate>
                {p.vendorId === null ? '-' : vendorLabel({ vendorId: p.vendorId, vendorName: p.vendorName })}
              </Text>
              <HStack gap="2">
                <Text fontSize="sm">{formatMoney(p.amount)}</Text>
                <PaymentStatusChip status={p.status} />
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/**
 * The back office's order page: who ordered what from whom and where it goes, lines grouped by
 * vendor with subtotals, the status actions the order allows, its timeline with internal comments,
 * and a packing slip per vendor to print.
 */
export function OrderPage({ orderId }: { orderId: number }) {
  useI18n();
  const query = useQuery({ ...orderDetailQuery(orderId), retryOnMount: false });
  const [printing, setPrinting] = useState<number | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);
  usePrintWhenShown(printing !== null, donePrinting);
  const order = query.data;
  const parts = order ? vendorParts(order) : [];
  const slip = parts.find((p) => p.vendorId === printing);
  useCrumbTitle(`/admin/orders/${orderId}`, order?.orderNumber);
  return (
    <Stack gap="4" className="order-page">
      <BackToOrders />
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.orders.fetchFailed'))} onRetry={() => void query.refetch()} />}
      {order && (
        <>
          <HStack justify="space-between" align="start" wrap="wrap" gap="3">
            <Stack gap="1">
              <HStack gap="3" wrap="wrap">
                <Heading size="xl" as="h1">
                  {t('admin.orderPage.title', { orderNumber: order.orderNumber })}
                </Heading>
                <OrderStatusChip status={order.status} />
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {t('admin.orderPage.placedBy', { who: fullName(order.user), when: dateTime(order.placedAt) })}
              </Text>
            </Stack>
            <StatusActions order={order} />
          </HStack>
          {/* Side by side from 1280 px; below, the facts come first, the vendors' full tables next. */}
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
            templateAreas={{ base: '"facts" "lines" "timeline"', xl: '"lines facts" "lines timeline"' }}
            templateRows={{ xl: 'auto 1fr' }}
            gap="4"
            alignItems="start"
          >
            <Stack gap="4" gridArea="lines">
              <Heading size="md">{t('admin.orderPage.linesByVendor', { count: parts.length })}</Heading>
              {parts.map((part) => (
                <VendorLines key={part.vendorId} part={part} onPrint={() => setPrinting(part.vendorId)} />
              ))}
              <Summary order={order} />
            </Stack>
            <Box gridArea="facts">
              <OrderFacts order={order} />
            </Box>
            <Box gridArea="timeline">
              <OrderTimelinePanel orderId={order.id} />
            </Box>
          </Grid>
          {slip && <PackingSlip order={order} part={slip} />}
        </>
      )}
    </Stack>
  );
}
