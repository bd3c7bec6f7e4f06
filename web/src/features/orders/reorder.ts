/** Reorder: the items of a past order go into the cart (added to what is there). */
import { addToCart } from '../../lib/cart/cart-store';

export async function reorder(items: readonly { productId: number; quantity: number }[]): Promise<void> {
  for (const item of items) await addToCart(item.productId, item.quantity);
}
