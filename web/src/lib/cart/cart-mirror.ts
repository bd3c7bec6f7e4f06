/**
 * Mirrors the cart (whose truth is the cartLines table) into localStorage 'cart' as
 * { items: [{ productId, quantity }], paymentMethod }, and tells the top bar badge
 * (cart-count.ts). A tap's write passes the lines it touched (mirrorLines), which are applied to
 * the stored copy without reading the whole cart again; writes that move many lines (an order
 * queued, a draft opened, a merge with the server, another person's cart) call mirrorCart.
 */
import type { PaymentMethod } from '@portal/contract/rules';
import { publishCartCount, CART_STORAGE_KEY } from './cart-count';
import type { LineOutcome } from './cart-changes';
import { db } from '../db/database';
import { readCartSelection } from '../db/meta';

type Mirror = { items: { productId: number; quantity: number }[]; paymentMethod: PaymentMethod | null };

function store(mirror: Mirror): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(mirror));
  } catch {
    // A full or blocked localStorage only loses the badge's copy; the cart itself is in IndexedDB.
  }
  publishCartCount(mirror.items.reduce((sum, item) => sum + item.quantity, 0));
}

/** The stored copy of the cart's lines and payment method (null when there is none or it cannot be read). */
export function mirroredCart(): Mirror | null {
  return stored();
}

function stored(): Mirror | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as Partial<Mirror> | null;
    return parsed && Array.isArray(parsed.items) ? { items: parsed.items, paymentMethod: parsed.paymentMethod ?? null } : null;
  } catch {
    return null;
  }
}

export async function mirrorCart(): Promise<void> {
  const [lines, selection] = await Promise.all([db.cartLines.orderBy('addedAt').toArray(), readCartSelection()]);
  store({ items: lines.map(({ productId, quantity }) => ({ productId, quantity })), paymentMethod: selection.paymentMethod });
}

/**
 * Applies the touched lines to the stored copy: a changed line keeps its place, a new one goes
 * last (it was added last), a removed one goes. With no stored copy the whole cart is read once.
 */
export async function mirrorLines(outcomes: readonly LineOutcome[], paymentMethod?: PaymentMethod | null): Promise<void> {
  const mirror = stored();
  if (!mirror) return mirrorCart();
  const items = [...mirror.items];
  for (const { productId, line } of outcomes) {
    const at = items.findIndex((item) => item.productId === productId);
    if (!line) {
      if (at >= 0) items.splice(at, 1);
    } else if (at >= 0) items[at] = { productId, quantity: line.quantity };
    else items.push({ productId, quantity: line.quantity });
  }
  store({ items, paymentMethod: paymentMethod === undefined ? mirror.paymentMethod : paymentMethod });
}
