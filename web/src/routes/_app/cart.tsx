import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/components/cart-page';
import { warmCart } from '../../lib/cart/use-cart';

export const Route = createFileRoute('/_app/cart')({
  // Pressed or hovered, the cart link starts reading the cart: its screen opens with it (decision 043).
  loader: () => warmCart(),
  component: CartPage,
});
