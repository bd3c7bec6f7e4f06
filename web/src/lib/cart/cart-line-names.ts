/**
 * What a cart line keeps of its product: its name and SKU (CartLineRow), written with the line
 * whenever the product is on the device, so that a line whose product has since left the
 * catalogue (deleted or no longer sold, then synced away) can still say what it was.
 * Callers: cart-store.ts (the line a tap writes), cart-mirror.ts (every line, after writes of
 * many lines and after catalogue changes), cart-sync.ts (the server's names for lines never known here).
 */
import { db } from '../db/database';
import type { CartLineRow, ProductRow } from '../db/rows';

export type LineName = Required<Pick<CartLineRow, 'name' | 'sku'>>;

export const nameOf = (product: ProductRow): LineName => ({ name: product.name, sku: product.sku ?? null });

/** Whether a line already keeps `product`'s name and SKU as they are now. */
export const keepsName = (line: CartLineRow, product: ProductRow): boolean => line.name === product.name && (line.sku ?? null) === (product.sku ?? null);

/**
 * The product's name and SKU to write with its line, or nothing when the device no longer has the
 * product: the line then keeps what it had. `gone` says which of the two it was.
 */
export async function currentName(productId: number): Promise<{ named: Partial<LineName>; gone: boolean }> {
  const product = await db.products.get(productId);
  return product ? { named: nameOf(product), gone: false } : { named: {}, gone: true };
}
