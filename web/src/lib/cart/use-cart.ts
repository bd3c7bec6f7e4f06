/** React hooks over the offline cart; they re-render on every cart or catalogue change. */
import { useLiveQuery } from '../db/use-live-query';
import { cartQuantities, quantityInCart, readCart } from './cart-queries';

/** undefined while the first read is in flight. */
export const useCart = () => useLiveQuery(readCart, []);
export const useCartQuantity = (productId: number) => useLiveQuery(() => quantityInCart(productId), [productId]) ?? 0;

/** How many of each product the cart holds, in one read for a whole grid (undefined while loading). */
export const useCartQuantities = () => useLiveQuery(cartQuantities, []);
