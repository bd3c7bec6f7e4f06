import { formatMoney } from '../../lib/i18n/format';
import { Alert, Box, Button, Card, Field, Grid, Heading, Input, List, NativeSelect, Separator, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { MAX_ORDER_NOTES, MAX_PO_NUMBER } from '@portal/contract/orders';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { eventStatus } from '@portal/contract/events';
import { MAX_ORDER_TOTAL_CENTS } from '@portal/contract/rules';
import { useI18n } from '../../lib/i18n/i18n';
import { formatRate, paymentMethodLabel } from '../../lib/i18n/labels';
import { useSession } from '../../lib/session/use-session';
import { notify } from '../../ui/toaster';
import type { CartLineView } from '../../lib/cart/cart-queries';
import { setCartEvent, setQuantity } from '../../lib/cart/cart-store';
import { hasShortfalls } from '@portal/contract/order-rules';
import { ShortfallAlert } from '../../ui/shortfall-alert';
import { awaitDelivery } from './await-delivery';
import { useCart } from '../../lib/cart/use-cart';
import { SummaryRow } from '../../ui/summary-row';
import { useEvents } from '../../lib/catalogue/use-catalogue';
import { orderableEvents } from '../../lib/catalogue/event-options';
import { getConnectivity } from '../../lib/connectivity';
import { placeOrder } from './place-order';
import { checkoutFailureText } from './checkout-failure';

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
  const eventRows = useEvents(true);
  const events = orderableEvents(eventRows ?? [], user?.chapter?.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [notes, setNotes] = useState('');
  // The event running now is the usual choice: preselect it when none is chosen yet.
  const active = events.find((e) => eventStatus(e, new Date()) === 'Active') ?? (events.length === 1 ? events[0] : undefined);
  const chosen = cart?.eventId ?? null;
  useEffect(() => {
    if (cart && active && (chosen === null || !events.some((e) => e.id === chosen))) void setCartEvent(active.id);
  }, [cart, active, chosen, events]);
  // Until the device's events are read, "choose an event" would not be true yet.
  if (!cart || eventRows === undefined) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (cart.lines.length === 0) {
    return (
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">{t('nav.checkout')}</Heading>
        <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{t('shop.cartEmpty')}</Alert.Title></Alert.Root>
        <Button asChild colorPalette="primary"><Link to="/products">{t('shop.continueShopping')}</Link></Button>
      </Stack>
    );
  }
  const eventId = cart.eventId !== null && events.some((e) => e.id === cart.eventId) ? cart.eventId : null;
  const blockers = [
    ...(eventId ? [] : [t('shop.needEvent')]),
    ...(cart.paymentMethod ? [] : [t('shop.needPayment')]),
    ...(hasShortfalls(cart.shortfalls) ? [t('shop.needShortfalls')] : []),
    ...(cart.totals.total > MAX_ORDER_TOTAL_CENTS ? [t('shop.orderTooLarge')] : []),
  ];
  async function submit() {
    if (!user) return;
    setBusy(true);
    setFailure(null);
    try {
      const record = await placeOrder({ userId: user.id, eventId, poNumber, notes });
      setPoNumber('');
      setNotes('');
      void navigate({ to: '/orders/placed/$localId', params: { localId: record.localId } });
      // "Order sent" only once the server acknowledged it; otherwise it waits on the device. The
      // confirmation page shows the same status as it changes.
      const status = getConnectivity().online ? await awaitDelivery(record.localId) : null;
      if (status === 'sent') notify.success(t('shop.orderPlaced'));
      else if (status === null) notify.info(t('shop.orderQueued'));
    } catch (error) {
      setFailure(checkoutFailureText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t('nav.checkout')}</Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
        <Stack gap="4">
          <ShortfallAlert shortfalls={cart.shortfalls} onRoundUp={(s) => void setQuantity(s.productId, s.nextValid)} />
          <Card.Root>
            <Card.Body gap="2">
              <Text fontWeight="semibold">{t('shop.event')}</Text>
              {events.length === 0 ? (
                <Text color="fg.muted">{t('shop.noEvents')}</Text>
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field h="11" aria-label={t('shop.event')} value={eventId ?? ''} onChange={(e) => void setCartEvent(e.target.value ? Number(e.target.value) : null)}>
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
          <Card.Root>
            <Card.Body gap="3">
              <Field.Root>
                <Field.Label>{t('shop.poNumber')}</Field.Label>
                <Input h="11" maxLength={MAX_PO_NUMBER} value={poNumber} onChange={(e) => setPoNumber(e.target.value)} autoComplete="off" />
                <Field.HelperText>{t('shop.poNumberHelp')}</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('shop.orderNotes')}</Field.Label>
                <Textarea rows={3} maxLength={MAX_ORDER_NOTES} value={notes} onChange={(e) => setNotes(e.target.value)} />
                <Field.HelperText>{t('shop.orderNotesHelp')}</Field.HelperText>
              </Field.Root>
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
                        <Table.Cell>
                          {l.product?.name ?? l.name ?? t('shop.unknownProduct')}
                          {!l.product && (
                            <Text as="span" display="block" fontSize="sm" color="fg.error">
                              {t('shop.lineUnavailable')}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{l.quantity} × {formatMoney(l.product?.price ?? 0)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(l.lineTotal)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <Text textAlign="end" fontWeight="semibold" mt="2">{t('shop.vendorSubtotal', { amount: formatMoney(group.subtotal) })}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Card.Root>
          <Card.Body gap="3">
            <Text>{t('shop.paymentMethod')}: {cart.paymentMethod ? paymentMethodLabel(cart.paymentMethod) : '—'}</Text>
            <Separator />
            <SummaryRow label={t('shop.subtotal')} value={cart.totals.subtotal} />
            <SummaryRow label={t('shop.taxRate', { rate: formatRate(cart.pricing.taxRateBps) })} value={cart.totals.tax} />
            {cart.totals.processingFee > 0 && cart.paymentMethod && (
              <SummaryRow label={t('shop.processingFeeRate', { rate: formatRate(cart.pricing.feeRatesBps[cart.paymentMethod]) })} value={cart.totals.processingFee} />
            )}
            <Separator />
            <SummaryRow label={t('shop.totalLabel')} value={cart.totals.total} strong />
            {cart.totals.total > MAX_ORDER_TOTAL_CENTS && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{t('shop.orderTooLarge')}</Alert.Title></Alert.Root>}
            {failure && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Title>{failure}</Alert.Title></Alert.Root>}
            <Button minH="11" colorPalette="primary" loading={busy} disabled={blockers.length > 0} aria-describedby={blockers.length ? 'place-order-blockers' : undefined} onClick={() => void submit()}>
              {t('shop.placeOrder')}
            </Button>
            {blockers.length > 0 && (
              <Box id="place-order-blockers" fontSize="sm" color="fg.muted" data-testid="place-order-blockers">
                <Text>{t('shop.whyDisabled')}</Text>
                <List.Root ps="5">
                  {blockers.map((b) => (
                    <List.Item key={b}>{b}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            <Button minH="11" variant="ghost" asChild><Link to="/cart">{t('shop.backToCart')}</Link></Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
