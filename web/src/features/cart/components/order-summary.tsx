import { Alert, Badge, Button, Card, CloseButton, HStack, Input, NativeSelect, Separator } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import { PAYMENT_METHODS, type PaymentMethod } from '@portal/contract/rules';
import { useI18n } from '../../../lib/i18n/i18n';
import { paymentMethodLabel } from '../../../lib/i18n/labels';
import type { CartView } from '../../../lib/cart/cart-queries';
import { setPaymentMethod } from '../../../lib/cart/cart-store';
import { SummaryRow } from '../../../ui/summary-row';

export function OrderSummary({ cart }: { cart: CartView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);
  const { totals } = cart;
  function proceed() {
    if (!cart.paymentMethod) {
      setMissingMethod(true);
      return;
    }
    void navigate({ to: '/checkout' });
  }
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('shop.orderSummary')}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <HStack>
          <Input size="sm" aria-label={t('shop.couponCode')} placeholder={t('shop.couponCode')} value={code} onChange={(e) => setCode(e.target.value)} />
          <Button
            size="sm"
            variant="outline"
            disabled={!code.trim()}
            onClick={() => {
              setCoupon(code.trim());
              setCode('');
            }}
          >
            {t('shop.apply')}
          </Button>
        </HStack>
        {coupon && (
          <HStack>
            <Badge colorPalette="green" variant="subtle" data-testid="coupon-chip">
              {coupon}
              <CloseButton size="2xs" aria-label={t('shop.removeCoupon')} onClick={() => setCoupon(null)} />
            </Badge>
          </HStack>
        )}
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('shop.paymentMethod')}
            value={cart.paymentMethod ?? ''}
            onChange={(e) => {
              setMissingMethod(false);
              void setPaymentMethod((e.target.value || null) as PaymentMethod | null);
            }}
          >
            <option value="">{t('shop.selectPaymentMethod')}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabel(m)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Separator />
        <SummaryRow label={t('shop.subtotal')} value={totals.subtotal} />
        <SummaryRow label={t('shop.tax')} value={totals.tax} />
        {totals.processingFee > 0 && <SummaryRow label={t('shop.processingFee')} value={totals.processingFee} />}
        <Separator />
        <SummaryRow label={t('shop.totalLabel')} value={totals.total} strong />
        {(missingMethod || !cart.paymentMethod) && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{MSG.selectPaymentMethod}</Alert.Title>
          </Alert.Root>
        )}
        {/* Disabled until a method is chosen; the alert covers a keyboard submit that slips through. */}
        <Button colorPalette="primary" onClick={proceed} disabled={!cart.paymentMethod || cart.lines.length === 0} aria-disabled={!cart.paymentMethod}>
          {t('shop.proceedToCheckout')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
