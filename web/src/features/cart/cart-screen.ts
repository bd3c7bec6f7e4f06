import type { ComponentType } from 'react';
import { screenCode } from '../../lib/screen-code';
import type { CartView } from '../../lib/cart/cart-queries';

export type CartScreenComponent = ComponentType<{ cart: CartView | undefined; shown: boolean }>;

/** The cart screen's code: its route waits for it, the catalogue loads it ahead (kept-cart.tsx). */
export const cartScreen = screenCode<CartScreenComponent>(() => import('./components/cart-page').then((module) => module.CartScreen));
