/**
 * Mirrors the cart (whose truth is the cartLines table) into localStorage 'cart' as
 * { items: [{ productId, quantity }], paymentMethod }, and tells the top bar badge
 * (cart-count.ts). Called after every cart write: the cart store and the outbox (which
 * empties the cart when an order is queued).
 */
import { publishCartCount, CART_STORAGE_KEY } from './cart-count';
import { db } from '../db/database';
import { readCartSelection } from '../db/meta';

export async function mirrorCart(): Promise<void> {
  const [lines, selection] = await Promise.all([db.cartLines.orderBy('addedAt').toArray(), readCartSelection()]);
  const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items, paymentMethod: selection.paymentMethod }));
  } catch {
    // A full or blocked localStorage only loses the badge's copy; the cart itself is in IndexedDB.
  }
  publishCartCount(items.reduce((sum, item) => sum + item.quantity, 0));
}
