import { createFileRoute } from '@tanstack/react-router';
import { cartScreen } from '../../features/cart/cart-screen';

export const Route = createFileRoute('/_app/cart')({
  // The screen waits for its code; pressed or hovered, the cart link starts reading the cart too:
  // the screen opens with it (decision 043). The cart module is imported when called: the route
  // definitions load on every first screen, the sign-in page's too, which must not carry the
  // device database.
  loader: async () => {
    void import('../../lib/cart/use-cart').then((cart) => cart.warmCart());
    await cartScreen.load();
  },
  // The signed-in frame shows the cart screen, which it keeps rendered (kept-cart.tsx, decision 061).
  component: () => null,
});
