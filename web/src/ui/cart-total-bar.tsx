import { Button } from '@chakra-ui/react';
import { formatMoney } from '../lib/i18n/format';
import { useI18n } from '../lib/i18n/i18n';
import './cart-total-bar.css';

/** /cart#payment-method: the cart with its payment method to choose, where a Checkout that cannot go on yet lands. */
export const PAYMENT_CHOICE_HASH = 'payment-method';

interface Props {
  /** Lines in the cart. */
  lines: number;
  /** The cart's total in cents. */
  total: number;
  /** Checkout is offered only when the cart holds something. */
  onCheckout: () => void;
}

/**
 * The cart's lines, total and Checkout, kept at the bottom of the screen on long pages (the cart,
 * the line sheet). It is the page's last element and sticks to the bottom of the window rather
 * than being fixed over the page: at the end of the page it takes its own place, so it never
 * covers the last row, and it stays within the content column beside the side menu.
 */
export function CartTotalBar({ lines, total, onCheckout }: Props) {
  const { t } = useI18n();
  return (
    <div className="cart-bar" role="region" aria-label={t('shop.bar.label')} data-testid="cart-total-bar">
      <div className="cart-bar-figures">
        <span className="cart-bar-lines">{t('shop.bar.lines', { count: lines })}</span>
        <span className="cart-bar-total">{t('shop.total', { total: formatMoney(total) })}</span>
      </div>
      <Button minH="11" colorPalette="primary" disabled={lines === 0} onClick={onCheckout}>
        {t('shop.bar.checkout')}
      </Button>
    </div>
  );
}
