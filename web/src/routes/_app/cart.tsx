import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/components/cart-page';

export const Route = createFileRoute('/_app/cart')({
  // Pressed or hovered, the cart link starts reading the cart: its screen opens with it (decision
  // 043). Imported when called: the route definitions load on every first screen, the sign-in
  // page's too, which must not carry the device database.
  loader: () => void import('../../lib/cart/use-cart').then((cart) => cart.warmCart()),
  component: CartPage,
});
