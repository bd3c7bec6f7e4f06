import { useNavigate } from '@tanstack/react-router';
import { MAX_ORDER_TOTAL_CENTS } from '@portal/contract/rules';
import { useCart } from '../../../lib/cart/use-cart';
import { CartTotalBar, PAYMENT_CHOICE_HASH } from '../../../ui/cart-total-bar';

/**
 * The line sheet's total bar. Checkout goes straight to checkout when the cart can go there;
 * without a payment method (or over the largest order) it goes to the cart, where that is settled.
 */
export function SheetTotalBar() {
  const cart = useCart();
  const navigate = useNavigate();
  if (!cart) return null;
  const ready = cart.paymentMethod !== null && cart.totals.total <= MAX_ORDER_TOTAL_CENTS;
  return (
    <CartTotalBar
      lines={cart.lines.length}
      total={cart.totals.total}
      onCheckout={() => void navigate(ready ? { to: '/checkout' } : { to: '/cart', hash: PAYMENT_CHOICE_HASH })}
    />
  );
}
