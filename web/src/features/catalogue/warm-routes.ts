import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The screens a shopper opens from the product list: their code, loaded and run ahead. The cart
 * route's own file is its loader's and an empty component: the signed-in frame loads the cart
 * screen's code and renders it ahead (features/cart/kept-cart.tsx).
 */
const AHEAD = ['/_app/products/$id', '/_app/cart'] as const;
let warmed = false;

/**
 * Once the product list is on screen, the code of a product's page and of the cart is fetched and
 * evaluated in idle moments, one screen per moment, instead of when the shopper first taps Details
 * or the cart: that first tap paid for the download and evaluation of the screen's modules on top
 * of its render (decision 051). Once per page load; without idle callbacks (tests), never.
 */
export function useWarmRoutes(): void {
  const router = useRouter();
  useEffect(() => {
    if (warmed || typeof requestIdleCallback !== 'function') return;
    warmed = true;
    const next = (i: number) => {
      const id = AHEAD[i];
      if (id === undefined) return;
      requestIdleCallback(() => {
        const route = router.routesById[id];
        void Promise.resolve(route && router.loadRouteChunk(route))
          .catch(() => undefined)
          .then(() => next(i + 1));
      });
    };
    next(0);
  }, [router]);
}
