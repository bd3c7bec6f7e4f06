/** React hooks over the offline cart; they re-render on every cart or catalogue change. */
import { useLiveQuery } from '../db/use-live-query';
import { onSessionChange } from '../session/store';
import { mirroredCart } from './cart-mirror';
import { cartQuantities, quantityInCart, readCart, type CartView } from './cart-queries';

/** The cart as it was read last on this page, for the cart screen to open with at once. */
let lastCart: CartView | undefined;
onSessionChange(() => (lastCart = undefined));

async function readAndKeep(): Promise<CartView> {
  const cart = await readCart();
  lastCart = cart;
  return cart;
}

/**
 * The last read cart, when it has the lines and quantities of the cart's stored copy (updated
 * after every write, cart-mirror.ts): the cart screen opens with it in the tap's first frame
 * instead of waiting for five device-database reads, which then replace it (decision 043).
 */
function peekCart(): CartView | undefined {
  const mirror = mirroredCart();
  if (!lastCart || !mirror || mirror.paymentMethod !== lastCart.paymentMethod || mirror.items.length !== lastCart.lines.length) return undefined;
  const lines = lastCart.lines;
  return mirror.items.every((item, i) => item.productId === lines[i]!.productId && item.quantity === lines[i]!.quantity) ? lastCart : undefined;
}

/** Reads the cart ahead of its screen (the cart link pressed or hovered), for peekCart. */
export function warmCart(): void {
  void readAndKeep().catch(() => undefined);
}

/** undefined while the first read is in flight. */
export const useCart = () => useLiveQuery(readAndKeep, [], undefined, peekCart);
export const useCartQuantity = (productId: number) => useLiveQuery(() => quantityInCart(productId), [productId]) ?? 0;

/** How many of each product the cart holds, in one read for a whole grid (undefined while loading). */
export const useCartQuantities = () => useLiveQuery(cartQuantities, []);
