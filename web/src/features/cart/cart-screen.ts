import type { ComponentType } from 'react';
import type { CartView } from '../../lib/cart/cart-queries';

export type CartScreenComponent = ComponentType<{ cart: CartView | undefined; shown: boolean }>;

/** The cart screen's code once loaded: the signed-in frame renders it without waiting. */
let screen: CartScreenComponent | undefined;
let loading: Promise<CartScreenComponent> | undefined;

export const loadedCartScreen = (): CartScreenComponent | undefined => screen;

/**
 * Loads the cart screen's code, once: the cart's route waits for it before it shows, and the
 * catalogue loads it in an idle moment to render the screen ahead (kept-cart.tsx). A module of its
 * own with nothing but the import, as the route definitions, loaded on every first screen (the
 * sign-in page's too), call it.
 */
export function loadCartScreen(): Promise<CartScreenComponent> {
  loading ??= import('./components/cart-page').then(
    (module) => (screen = module.CartScreen),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
