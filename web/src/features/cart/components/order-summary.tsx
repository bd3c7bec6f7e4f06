import { Alert, Button, Card, Field, NativeSelect, Separator, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_ORDER_TOTAL_CENTS, PAYMENT_METHODS, type PaymentMethod } from '@portal/contract/rules';
import { useI18n } from '../../../lib/i18n/i18n';
import { formatRate, paymentMethodLabel } from '../../../lib/i18n/labels';
import type { CartView } from '../../../lib/cart/cart-queries';
import { setPaymentMethod } from '../../../lib/cart/cart-store';
import { SummaryRow } from '../../../ui/summary-row';

/** Going on to checkout, from the summary's button or the total bar's: the spec's alert when no payment method is chosen. */
export function useProceed(cart: CartView | undefined) {
  const navigate = useNavigate();
  const [missingMethod, setMissingMethod] = useState(false);
  // The server refuses a larger order; saying so here spares the shopper a refused checkout.
  const tooLarge = (cart?.totals.total ?? 0) > MAX_ORDER_TOTAL_CENTS;
  /** Says a payment method is needed and puts the keyboard on its choice. */
  const askForMethod = () => {
    setMissingMethod(true);
    const choice = document.querySelector<HTMLSelectElement>('select[data-payment-choice]');
    choice?.scrollIntoView?.({ block: 'center' });
    choice?.focus({ preventScroll: true });
  };
  const proceed = () => {
    if (!cart || tooLarge) return;
    if (!cart.paymentMethod) return askForMethod();
    void navigate({ to: '/checkout' });
  };
  return { missingMethod, setMissingMethod, tooLarge, proceed, askForMethod };
}

export type Proceed = ReturnType<typeof useProceed>;

/**
 * Payment method and totals. The coupon box of the first design is gone: no coupon changed a
 * price, so accepting one only misled the buyer.
 */
export function OrderSummary({ cart, step }: { cart: CartView; step: Proceed }) {
  const { t } = useI18n();
  const { missingMethod, setMissingMethod, tooLarge, proceed } = step;
  const { totals, pricing, paymentMethod } = cart;
  const rate = (m: PaymentMethod) => formatRate(pricing.feeRatesBps[m]);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('shop.orderSummary')}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <Field.Root invalid={missingMethod}>
          <Field.Label>{t('shop.paymentMethod')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-payment-choice
              h="11"
              value={paymentMethod ?? ''}
              onChange={(e) => {
                setMissingMethod(false);
                void setPaymentMethod((e.target.value || null) as PaymentMethod | null);
              }}
            >
              <option value="">{t('shop.selectPaymentMethod')}</option>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t('shop.paymentOption', { method: paymentMethodLabel(m), rate: rate(m) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {paymentMethod ? (
            <Field.HelperText data-testid="payment-hint">{t(`shop.paymentHint.${paymentMethod}`, { rate: rate(paymentMethod) })}</Field.HelperText>
          ) : (
            <Field.HelperText>{t('shop.paymentHint.ACH', { rate: rate('ACH') })}</Field.HelperText>
          )}
        </Field.Root>
        <Separator />
        <SummaryRow label={t('shop.subtotal')} value={totals.subtotal} />
        <SummaryRow label={t('shop.taxRate', { rate: formatRate(pricing.taxRateBps) })} value={totals.tax} />
        {totals.processingFee > 0 && paymentMethod && <SummaryRow label={t('shop.processingFeeRate', { rate: rate(paymentMethod) })} value={totals.processingFee} />}
        <Separator />
        <SummaryRow label={t('shop.totalLabel')} value={totals.total} strong />
        {missingMethod && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('shop.paymentRequired')}</Alert.Title>
          </Alert.Root>
        )}
        {tooLarge && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('shop.orderTooLarge')}</Alert.Title>
          </Alert.Root>
        )}
        {/* Disabled until a method is chosen, with the reason beside it; the alert covers a keyboard submit that slips through. */}
        <Button
          minH="11"
          colorPalette="primary"
          onClick={proceed}
          disabled={!paymentMethod || cart.lines.length === 0 || tooLarge}
          aria-describedby={paymentMethod ? undefined : 'proceed-hint'}
        >
          {t('shop.proceedToCheckout')}
        </Button>
        {!paymentMethod && (
          <Text id="proceed-hint" fontSize="sm" color="fg.muted">
            {t('shop.choosePaymentToContinue')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
