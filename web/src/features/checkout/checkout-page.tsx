import { Alert, Button, Card, Grid, Heading, NativeSelect, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import { formatCents } from '@portal/contract/money';
import { useI18n } from '../../lib/i18n/i18n';
import { paymentMethodLabel } from '../../lib/i18n/labels';
import { useSession } from '../../lib/session/use-session';
import { notify } from '../../ui/toaster';
import type { CartLineView } from '../../lib/cart/cart-queries';
import { setCartEvent } from '../../lib/cart/cart-store';
import { useCart } from '../../lib/cart/use-cart';
import { SummaryRow } from '../../ui/summary-row';
import { useEvents } from '../catalogue/offline/use-catalogue';
import { orderableEvents } from '../events/event-options';
import { getConnectivity } from '../offline/connectivity';
import { placeOrder } from '../outbox/place-order';

function byVendor(lines: CartLineView[]) {
  const groups = new Map<string, { name: string; lines: CartLineView[]; subtotal: number }>();
  for (const line of lines) {
    const name = line.vendor?.name ?? '—';
    const group = groups.get(name) ?? { name, lines: [], subtotal: 0 };
    group.lines.push(line);
    group.subtotal += line.lineTotal;
    groups.set(name, group);
  }
  return [...groups.values()];
}

export function CheckoutPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const events = orderableEvents(useEvents(true) ?? [], user?.chapter?.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!cart) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (cart.lines.length === 0) {
    return (
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">{t('nav.checkout')}</Heading>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{MSG.cartEmpty}</Alert.Title></Alert.Root>
        <Button asChild colorPalette="primary"><Link to="/products">{t('shop.continueShopping')}</Link></Button>
      </Stack>
    );
  }
  const eventId = cart.eventId !== null && events.some((e) => e.id === cart.eventId) ? cart.eventId : null;
  async function submit() {
    if (!user) return;
    setBusy(true);
    setFailure(null);
    try {
      await placeOrder({ userId: user.id, eventId });
      // The outbox delivers it; offline the shopper is told it waits for the network.
      if (!getConnectivity().online) notify.info(MSG.orderQueued);
      else notify.success(t('shop.orderPlaced'));
      void navigate({ to: '/orders' });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t('nav.checkout')}</Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
        <Stack gap="4">
          <Card.Root>
            <Card.Body gap="2">
              <Text fontWeight="semibold">{t('shop.event')}</Text>
              {events.length === 0 ? (
                <Text color="fg.muted">{t('shop.noEvents')}</Text>
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field aria-label={t('shop.event')} value={eventId ?? ''} onChange={(e) => void setCartEvent(e.target.value ? Number(e.target.value) : null)}>
                    <option value="">{t('shop.chooseEvent')}</option>
                    {events.map((e) => (
                      <option key={e.id} value={e.id}>{e.name}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </Card.Body>
          </Card.Root>
          {byVendor(cart.lines).map((group) => (
            <Card.Root key={group.name} data-testid="vendor-group">
              <Card.Header><Card.Title fontSize="md">{group.name}</Card.Title></Card.Header>
              <Card.Body>
                <Table.Root size="sm">
                  <Table.Body>
                    {group.lines.map((l) => (
                      <Table.Row key={l.productId}>
                        <Table.Cell>{l.product?.name ?? t('shop.unavailableProduct')}</Table.Cell>
                        <Table.Cell textAlign="end">{l.quantity} × {formatCents(l.product?.price ?? 0)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(l.lineTotal)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <Text textAlign="end" fontWeight="semibold" mt="2">{t('shop.vendorSubtotal', { amount: formatCents(group.subtotal) })}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Card.Root>
          <Card.Body gap="3">
            <Text>{t('shop.paymentMethod')}: {cart.paymentMethod ? paymentMethodLabel(cart.paymentMethod) : '—'}</Text>
            <Separator />
            <SummaryRow label={t('shop.subtotal')} value={cart.totals.subtotal} />
            <SummaryRow label={t('shop.tax')} value={cart.totals.tax} />
            {cart.totals.processingFee > 0 && <SummaryRow label={t('shop.processingFee')} value={cart.totals.processingFee} />}
            <Separator />
            <SummaryRow label={t('shop.totalLabel')} value={cart.totals.total} strong />
            {!cart.paymentMethod && <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{MSG.selectPaymentMethod}</Alert.Title></Alert.Root>}
            {failure && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
            <Button colorPalette="primary" loading={busy} disabled={!eventId || !cart.paymentMethod} onClick={() => void submit()}>
              {t('shop.placeOrder')}
            </Button>
            <Button variant="ghost" asChild><Link to="/cart">{t('shop.backToCart')}</Link></Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
