import { Alert, Badge, Button, Card, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { formatMoney } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { formatDateTime, paymentMethodLabel } from '../../lib/i18n/labels';
import { useSession } from '../../lib/session/use-session';
import { useCrumbTitle } from '../../ui/layout/crumb-state';
import { SummaryRow } from '../../ui/summary-row';
import { usePlacedOrder } from './offline/placed-order';
import { OrderCopyFacts } from './order-copy-facts';
import { hasBackgroundSync } from '../../lib/background-sync';

/**
 * Shown right after Place order, and printable. "Sent" only once the server acknowledged the
 * order; until then it is saved on this tablet and the outbox delivers it.
 */
export function OrderConfirmationPage({ localId }: { localId: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const placed = usePlacedOrder(localId);
  // The breadcrumb names the order, not the device's id for it.
  useCrumbTitle(`/orders/placed/${localId}`, placed ? (placed.record.order?.orderNumber ?? t('shop.confirmationWaiting')) : undefined);
  if (placed === undefined) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (placed === null || placed.record.userId !== user?.id) {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('shop.confirmationNotFound')}</Alert.Title>
        </Alert.Root>
        <Button asChild minH="11" variant="outline">
          <Link to="/orders">{t('shop.viewOrders')}</Link>
        </Button>
      </Stack>
    );
  }
  const { record, groups, totals } = placed;
  const { payload } = record;
  const status =
    record.status === 'sent'
      ? { palette: 'green', text: t('shop.statusSent') }
      : record.status === 'needs_attention'
        ? { palette: 'red', text: t('shop.statusRefused') }
        : { palette: 'orange', text: record.status === 'sending' ? t('shop.statusSending') : t('shop.statusSaved') };
  return (
    <Stack gap="4" data-testid="order-confirmation">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {record.order ? t('shop.confirmationTitle', { number: record.order.orderNumber }) : t('shop.confirmationWaiting')}
        </Heading>
        <HStack data-print-hide>
          <Button minH="11" variant="outline" onClick={() => window.print()}>
            <Printer /> {t('shop.print')}
          </Button>
          <Button minH="11" variant="ghost" asChild>
            <Link to="/orders">{t('shop.viewOrders')}</Link>
          </Button>
        </HStack>
      </HStack>
      <Alert.Root status={record.status === 'sent' ? 'success' : record.status === 'needs_attention' ? 'error' : 'warning'} data-testid="confirmation-status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{status.text}</Alert.Title>
          {(record.status === 'queued' || record.status === 'sending') && !hasBackgroundSync() && <Alert.Description data-testid="keep-app-open">{t('shop.keepAppOpen')}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <OrderCopyFacts
        chapter={user?.chapter?.name}
        shipTo={user?.chapter}
        buyer={user ? `${user.firstName} ${user.lastName} <${user.email}>` : undefined}
        event={placed.eventName}
        placedAt={formatDateTime(payload.placedAt)}
        paymentMethod={paymentMethodLabel(payload.paymentMethod)}
        poNumber={payload.poNumber}
        notes={payload.notes}
        status={status.text}
      />
      {groups.map((group) => (
        <Card.Root key={group.vendorId ?? 'none'} data-testid="confirmation-vendor" data-print-keep>
          <Card.Header>
            <HStack justify="space-between">
              <Card.Title fontSize="md">{group.vendorName}</Card.Title>
              <Badge variant="subtle">{t('shop.lineCount', { count: group.lines.length })}</Badge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Table.Root size="sm">
              <Table.Body>
                {group.lines.map((l) => (
                  <Table.Row key={l.productId}>
                    <Table.Cell>
                      {l.name}
                      {placed.products.get(l.productId)?.sku ? ` (${placed.products.get(l.productId)!.sku})` : ''}
                      {(placed.products.get(l.productId)?.packSize ?? 1) > 1 ? ` · ${t('shop.packOf', { count: placed.products.get(l.productId)!.packSize })}` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {l.quantity} × {formatMoney(l.unitPrice)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(l.unitPrice * l.quantity)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Text textAlign="end" fontWeight="semibold" mt="2">
              {t('shop.vendorSubtotal', { amount: formatMoney(group.subtotal) })}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
      <Card.Root data-print-keep>
        <Card.Body gap="2">
          <SummaryRow label={t('shop.subtotal')} value={totals.subtotal} />
          <SummaryRow label={t('shop.tax')} value={totals.tax} />
          {totals.processingFee > 0 && <SummaryRow label={t('shop.processingFee')} value={totals.processingFee} />}
          <Separator />
          <SummaryRow label={t('shop.totalLabel')} value={totals.total} strong />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
