/**
 * Mirrors the cart (whose truth is the cartLines table) into localStorage 'cart' as
 * { items: [{ productId, quantity, gone? }], paymentMethod }, and tells the top bar badge
 * (cart-count.ts), which counts every line but those marked gone: their product has left the
 * device's catalogue, so they cannot be ordered and the cart's total leaves them out. A tap's
 * write passes the lines it touched (mirrorLines), which are applied to the stored copy without
 * reading the whole cart again; writes that move many lines (an order queued, a draft opened, a
 * merge with the server, another person's cart) call mirrorCart, and so does every change of the
 * catalogue (followCatalogue), which may take a line's product away or bring it back. mirrorCart
 * also has each line keep its product's name and SKU as they are now (cart-line-names.ts).
 */
import { liveQuery } from 'dexie';
import type { PaymentMethod } from '@portal/contract/rules';
import { countLines, publishCartCount, CART_STORAGE_KEY } from './cart-count';
import type { LineOutcome } from './cart-changes';
import { keepsName, nameOf } from './cart-line-names';
import { db } from '../db/database';
import { readCartSelection, readCatalogueMeta } from '../db/meta';
import type { CartLineRow, ProductRow } from '../db/rows';

type MirrorItem = { productId: number; quantity: number; gone?: true };
type Mirror = { items: MirrorItem[]; paymentMethod: PaymentMethod | null };

const mirrorItem = (productId: number, quantity: number, gone: boolean): MirrorItem => (gone ? { productId, quantity, gone: true } : { productId, quantity });

function store(mirror: Mirror): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(mirror));
  } catch {
    // A full or blocked localStorage only loses the badge's copy; the cart itself is in IndexedDB.
  }
  publishCartCount(countLines(mirror.items));
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
  const products = await db.products.bulkGet(lines.map((l) => l.productId));
  store({ items: lines.map(({ productId, quantity }, i) => mirrorItem(productId, quantity, !products[i])), paymentMethod: selection.paymentMethod });
  await keepNames(lines, products);
}

/**
 * Writes the name and SKU of each line's product where the line does not keep them yet (lines put
 * back from a saved cart or taken from the server) or keeps older ones (the product renamed).
 * Only those fields: a tap's quantity written meanwhile stands. Not kept now, they are at the next write.
 */
async function keepNames(lines: readonly CartLineRow[], products: readonly (ProductRow | undefined)[]): Promise<void> {
  const stale = lines.flatMap((line, i) => {
    const product = products[i];
    return product && !keepsName(line, product) ? [{ productId: line.productId, named: nameOf(product) }] : [];
  });
  if (stale.length === 0) return;
  await db.transaction('rw', db.cartLines, () => Promise.all(stale.map(({ productId, named }) => db.cartLines.update(productId, named)))).catch(() => undefined);
}

/**
 * Applies the touched lines to the stored copy: a changed line keeps its place, a new one goes
 * last (it was added last), a removed one goes; a line in `gone` is marked so. With no stored copy
 * the whole cart is read once.
 */
export async function mirrorLines(outcomes: readonly LineOutcome[], paymentMethod?: PaymentMethod | null, gone: ReadonlySet<number> = new Set()): Promise<void> {
  const mirror = stored();
  if (!mirror) return mirrorCart();
  const items = [...mirror.items];
  for (const { productId, line } of outcomes) {
    const at = items.findIndex((item) => item.productId === productId);
    if (!line) {
      if (at >= 0) items.splice(at, 1);
    } else if (at >= 0) items[at] = mirrorItem(productId, line.quantity, gone.has(productId));
    else items.push(mirrorItem(productId, line.quantity, gone.has(productId)));
  }
  store({ items, paymentMethod: paymentMethod === undefined ? mirror.paymentMethod : paymentMethod });
}

/**
 * Reads the cart again (mirrorCart) whenever the catalogue changed (its generation, which every
 * sync write that changes it bumps): a product taken away or brought back changes what the badge
 * counts, and a product renamed the name its line keeps. Not at the start: the stored copy is as
 * the last change left it. Caller: cart-sync.ts's startCartSync. Returns a stop function.
 */
export function followCatalogue(): () => void {
  let seen: number | undefined;
  const subscription = liveQuery(async () => (await readCatalogueMeta()).generation).subscribe({
    next: (generation) => {
      const first = seen === undefined;
      if (generation === seen) return;
      seen = generation;
      if (!first) void mirrorCart().catch(() => undefined);
    },
    // The badge keeps its copy as it is: the next cart write or sync mirrors the cart again.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
