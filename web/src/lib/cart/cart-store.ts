/**
 * The shopper's cart. Lines live in the device database (cartLines: productId, quantity, addedAt,
 * and the product's name and SKU for when it leaves the catalogue: cart-line-names.ts), the chosen
 * payment method and event in meta 'cart'; both survive reloads and work offline.
 * Rules (spec section 4): adding increments a present line or adds it with quantity 1; a quantity
 * of zero or less removes the line; clearing empties the lines and resets the payment method.
 * Each write records the lines it touched for the server (cart-changes.ts, decision 033) in the
 * same transaction and updates the badge's copy from those lines alone, so a tap stays one small
 * transaction however large the cart. Callers: cart screens and product cards, through these
 * functions and use-cart.ts.
 */
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import type { PaymentMethod } from '@portal/contract/rules';
import { announceCartChanged, recordLineChanges, type LineOutcome } from './cart-changes';
import { currentName, type LineName } from './cart-line-names';
import { mirrorCart, mirrorLines } from './cart-mirror';
import { db } from '../db/database';
import { readCartSelection, writeCartSelection } from '../db/meta';
import type { CartLineRow } from '../db/rows';
import { reportStorageError } from '../db/storage-errors';

/** The server refuses more than MAX_LINE_QUANTITY of one product, so the cart never holds more. */
const capped = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));

/**
 * Runs `change` on the lines `touched` names (a function when they are known only inside the
 * transaction), records them for the server, then mirrors them for the badge, which leaves out
 * the lines in `gone` (their product is not on the device: they cannot be ordered).
 */
async function write(
  touched: readonly number[] | (() => Promise<readonly number[]>),
  change: () => Promise<unknown>,
  paymentMethod?: () => Promise<PaymentMethod | null>,
  gone: ReadonlySet<number> = NONE,
): Promise<void> {
  let done: { ownerId: number | null; outcomes: LineOutcome[]; paymentMethod?: PaymentMethod | null };
  try {
    done = await db.transaction('rw', db.cartLines, db.meta, db.cartChanges, async () => {
      const ids = typeof touched === 'function' ? await touched() : touched;
      await change();
      const recorded = await recordLineChanges(ids);
      return paymentMethod ? { ...recorded, paymentMethod: await paymentMethod() } : recorded;
    });
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
  await mirrorLines(done.outcomes, done.paymentMethod, gone);
  if (done.outcomes.length > 0) announceCartChanged(done.ownerId);
}

/**
 * A new line's place: now, or just after the latest line when that is not earlier (two taps in
 * one millisecond, or a line merged from a device whose clock is ahead), so the cart's order by
 * addedAt has no ties and a new line is always last, as the badge's copy puts it.
 */
async function nextAddedAt(): Promise<string> {
  const latest = await db.cartLines.orderBy('addedAt').last();
  const after = latest ? Date.parse(latest.addedAt) + 1 : 0;
  return new Date(Math.max(Date.now(), Number.isNaN(after) ? 0 : after)).toISOString();
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Writes one product's line with `change`, given the product's name and SKU as the device has them
 * now (read before the write, outside its transaction, so a tap never holds the catalogue).
 */
async function writeLine(productId: number, change: (named: Partial<LineName>) => Promise<unknown>): Promise<void> {
  const { named, gone } = await currentName(productId);
  await write([productId], () => change(named), undefined, gone ? new Set([productId]) : NONE);
}

const allLines = async () => (await db.cartLines.toCollection().primaryKeys()) as number[];
const chosenMethod = async () => (await readCartSelection()).paymentMethod;

/** Adds `quantity` (default 1) of a product: a new line, or more of an existing one. */
export function addToCart(productId: number, quantity = 1): Promise<void> {
  return writeLine(productId, async (named) => {
    const line = await db.cartLines.get(productId);
    if (line) await db.cartLines.update(productId, { quantity: capped(line.quantity + quantity), ...named });
    else if (quantity > 0) await db.cartLines.add({ productId, quantity: capped(quantity), addedAt: await nextAddedAt(), ...named });
  });
}

/** Sets a line's quantity; zero or less removes the line. */
export function setQuantity(productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) return removeFromCart(productId);
  return writeLine(productId, async (named) => {
    const line = await db.cartLines.get(productId);
    if (line) await db.cartLines.update(productId, { quantity: capped(quantity), ...named });
    else await db.cartLines.add({ productId, quantity: capped(quantity), addedAt: await nextAddedAt(), ...named });
  });
}

/**
 * Moves a line's quantity by `delta` from what is stored (not from what a screen last showed), so
 * quick taps on + or - each count even before the screen has caught up; zero or less removes it.
 */
export function changeQuantity(productId: number, delta: number): Promise<void> {
  return writeLine(productId, async (named) => {
    const line = await db.cartLines.get(productId);
    const next = (line?.quantity ?? 0) + delta;
    if (next <= 0) return db.cartLines.delete(productId);
    if (line) await db.cartLines.update(productId, { quantity: capped(next), ...named });
    else await db.cartLines.add({ productId, quantity: capped(next), addedAt: await nextAddedAt(), ...named });
  });
}

/** What the cart holds of a product now (0: none). */
export async function quantityInCart(productId: number): Promise<number> {
  return (await db.cartLines.get(productId))?.quantity ?? 0;
}

export function removeFromCart(productId: number): Promise<void> {
  return write([productId], () => db.cartLines.delete(productId));
}

/** Empties the cart and resets the payment method to none (the event choice stays). */
export function clearCart(): Promise<void> {
  return write(
    allLines,
    async () => {
      await db.cartLines.clear();
      const selection = await readCartSelection();
      await writeCartSelection({ ...selection, paymentMethod: null });
    },
    chosenMethod,
  );
}

/** The lines and payment method as they are now, to put back with restoreCart (undo). */
export async function snapshotCart(productIds?: number[]): Promise<{ lines: CartLineRow[]; paymentMethod: PaymentMethod | null }> {
  const lines = productIds ? (await db.cartLines.bulkGet(productIds)).filter((l): l is CartLineRow => Boolean(l)) : await db.cartLines.toArray();
  return { lines, paymentMethod: (await readCartSelection()).paymentMethod };
}

/** Puts removed lines back as they were (quantity and place); the payment method too when given. */
export async function restoreCart(snapshot: { lines: CartLineRow[]; paymentMethod?: PaymentMethod | null }): Promise<void> {
  await write(
    snapshot.lines.map((l) => l.productId),
    async () => {
      await db.cartLines.bulkPut(snapshot.lines);
      if (snapshot.paymentMethod !== undefined) await writeCartSelection({ ...(await readCartSelection()), paymentMethod: snapshot.paymentMethod });
    },
    chosenMethod,
  );
  // The lines go back to their old places, which the badge's copy cannot tell: it is read afresh.
  await mirrorCart();
}

export function setPaymentMethod(paymentMethod: PaymentMethod | null): Promise<void> {
  return write([], async () => writeCartSelection({ ...(await readCartSelection()), paymentMethod }), chosenMethod);
}

export function setCartEvent(eventId: number | null): Promise<void> {
  return write([], async () => writeCartSelection({ ...(await readCartSelection()), eventId }));
}
