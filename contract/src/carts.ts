/**
 * Carts that follow the buyer (decision 033): a shopper's cart and saved carts are kept per person
 * on the server, so the phone and the tablet of one account show the same. The device sends each
 * change to a cart line with the moment it was made there (`changedAt`), a removal as quantity 0
 * (a tombstone), and the server keeps, per line, the later change; it answers the merged cart,
 * which the device writes back. Saved carts are whole records: the later save or deletion of one
 * wins. Lines whose product is gone or no longer sold stay, marked, so nothing leaves unsaid.
 */
import * as v from 'valibot';
import { isoMoment, qDate } from './common';
import { wellFormedText } from './guards';
import { MAX_LINE_QUANTITY } from './orders';
import { route } from './route';
import { SHOPPERS } from './rules';

/** Changes one request may carry; a device with more sends them in several. */
export const MAX_CART_CHANGES = 500;
/** Lines one saved cart may hold. */
export const MAX_SAVED_CART_LINES = 500;
export const SAVED_CART_NAME_MAX = 80;

const wholeNumber = (field: string, min: number, max: number) =>
  v.pipe(v.number(`${field} must be a whole number`), v.integer(`${field} must be a whole number`), v.minValue(min, `${field} must be at least ${min}`), v.maxValue(max, `${field} must be at most ${max}`));
const productId = wholeNumber('productId', 1, 2_147_483_647);

/** One line's state after a change on the device: quantity 0 says the line was taken out. */
export const cartChange = v.strictObject({
  productId,
  quantity: wholeNumber('quantity', 0, MAX_LINE_QUANTITY),
  changedAt: qDate('changedAt'),
});
export type CartChange = v.InferOutput<typeof cartChange>;

/** POST /cart/changes */
export const cartChangesBody = v.strictObject({
  changes: v.pipe(
    v.array(cartChange, 'changes must be a list'),
    v.maxLength(MAX_CART_CHANGES, `changes can hold at most ${MAX_CART_CHANGES} lines`),
    v.check((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'changes may name each product only once'),
  ),
});
export type CartChangesBody = v.InferOutput<typeof cartChangesBody>;

export const cartLineView = v.strictObject({
  productId: v.number(),
  quantity: v.number(),
  /** The moment of the change the server kept. */
  changedAt: isoMoment,
  /** false when the product was deleted or is no longer sold: the line stays until the person removes it. */
  available: v.boolean(),
  /** The product's name when the server still knows it (null for a deleted product). */
  productName: v.nullable(v.string()),
});
export type CartLineView = v.InferOutput<typeof cartLineView>;

/** The person's cart as the server holds it: live lines only (tombstones are not listed). */
export const cartView = v.strictObject({ lines: v.array(cartLineView) });
export type CartView = v.InferOutput<typeof cartView>;

export const savedCartLine = v.strictObject({ productId, quantity: wholeNumber('quantity', 1, MAX_LINE_QUANTITY) });

export const savedCartParams = v.object({ id: v.pipe(v.string('id is required'), v.uuid('id must be a UUID')) });
export type SavedCartParams = v.InferOutput<typeof savedCartParams>;

/** PUT /saved-carts/:id: the whole saved cart as saved on the device at `savedAt`. */
export const savedCartBody = v.strictObject({
  name: v.pipe(
    v.string('name is required'),
    v.trim(),
    v.minLength(1, 'name is required'),
    v.maxLength(SAVED_CART_NAME_MAX, `name must be at most ${SAVED_CART_NAME_MAX} characters`),
    wellFormedText(),
  ),
  eventId: v.nullable(wholeNumber('eventId', 1, 2_147_483_647)),
  lines: v.pipe(
    v.array(savedCartLine, 'lines must be a list'),
    v.maxLength(MAX_SAVED_CART_LINES, `lines can hold at most ${MAX_SAVED_CART_LINES} products`),
    v.check((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'lines may name each product only once'),
  ),
  savedAt: qDate('savedAt'),
});
export type SavedCartBody = v.InferOutput<typeof savedCartBody>;

/** DELETE /saved-carts/:id?at=...: when it was deleted on the device (default: now). */
export const savedCartDeleteQuery = v.object({ at: v.optional(qDate('at')) });
export type SavedCartDeleteQuery = v.InferOutput<typeof savedCartDeleteQuery>;

export const savedCartView = v.strictObject({
  id: v.string(),
  name: v.string(),
  eventId: v.nullable(v.number()),
  lines: v.array(v.strictObject({ productId: v.number(), quantity: v.number() })),
  savedAt: isoMoment,
});
export type SavedCartView = v.InferOutput<typeof savedCartView>;

export const savedCartList = v.strictObject({ items: v.array(savedCartView) });
export type SavedCartList = v.InferOutput<typeof savedCartList>;

/** What the server keeps of one saved cart after a change: null when it was deleted. */
export const savedCartState = v.strictObject({ id: v.string(), savedCart: v.nullable(savedCartView) });
export type SavedCartState = v.InferOutput<typeof savedCartState>;

/** The signed-in shopper's own cart and saved carts (CHAPTER and USER; the back office has none). */
const tag = 'carts';
export const cartRoutes = {
  read: route({ method: 'GET', path: '/cart', access: SHOPPERS, tag, summary: "The shopper's own cart", answer: cartView, errors: [] }),
  merge: route({
    method: 'POST',
    path: '/cart/changes',
    access: SHOPPERS,
    tag,
    summary: 'Merge changes made on a device into the cart (the later change to a line wins) and answer the merged cart',
    body: cartChangesBody,
    answer: cartView,
    errors: [],
  }),
  listSaved: route({ method: 'GET', path: '/saved-carts', access: SHOPPERS, tag, summary: "The shopper's own saved carts", answer: savedCartList, errors: [] }),
  save: route({
    method: 'PUT',
    path: '/saved-carts/:id',
    access: SHOPPERS,
    tag,
    summary: 'Save a cart under a name; the later of two saves or a deletion wins',
    params: savedCartParams,
    body: savedCartBody,
    answer: savedCartState,
    errors: ['NOT_FOUND'],
  }),
  deleteSaved: route({
    method: 'DELETE',
    path: '/saved-carts/:id',
    access: SHOPPERS,
    tag,
    summary: 'Delete a saved cart unless it was saved again later; idempotent',
    params: savedCartParams,
    query: savedCartDeleteQuery,
    answer: savedCartState,
    errors: [],
  }),
};
