/**
 * Orders: the body a device sends to place an order (its id is also the Idempotency-Key), the
 * back office's list filters and edit body, the allowed status transitions, and the shapes the
 * API answers. Totals are never accepted from a client: the body is strict and has no totals.
 */
import * as v from 'valibot';
import { idParams, isoMoment, pageQuery, paginationAnswer, qBool, qDate, qInt, sortOrder } from './common';
import { dateYearsMessage, inDateYears } from './guards';
import { route } from './route';
import { ADMINS, EVERYONE, ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHOPPERS, type OrderStatus } from './rules';

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 10_000;

const paymentMethod = v.picklist(PAYMENT_METHODS, 'Please select a payment method');
const id = (field: string) => v.pipe(v.number(`${field} must be a whole number`), v.integer(`${field} must be a whole number`), v.minValue(1, `${field} must be a positive id`), v.maxValue(2_147_483_647, `${field} is too large`));

export const orderLine = v.strictObject({
  productId: id('productId'),
  quantity: v.pipe(
    v.number('quantity must be a whole number'),
    v.integer('quantity must be a whole number'),
    v.minValue(1, 'quantity must be at least 1'),
    v.maxValue(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
  ),
  /** The unit price in cents the shopper saw; a difference refuses the order with PRICE_CHANGED. */
  seenUnitPrice: v.optional(v.pipe(v.number('seenUnitPrice must be whole cents'), v.integer('seenUnitPrice must be whole cents'), v.minValue(0, 'seenUnitPrice must be at least 0'))),
});

export const MAX_PO_NUMBER = 50;
export const MAX_ORDER_NOTES = 1000;
/** Optional free text: blank becomes absent (null in the order). */
const optionalText = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(`${field} must be text`)),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.nullable(v.pipe(v.string(), v.maxLength(max, `${field} must be at most ${max} characters`))),
    ),
  );

export const placeOrderBody = v.strictObject({
  clientOrderId: v.pipe(v.string('clientOrderId is required'), v.uuid('clientOrderId must be a UUID')),
  eventId: id('eventId'),
  paymentMethod,
  placedAt: v.pipe(
    v.string('placedAt is required'),
    v.isoTimestamp('placedAt must be an ISO date-time'),
    v.check((s) => inDateYears(new Date(s)), dateYearsMessage('placedAt')),
  ),
  /** The buyer's purchase order number, and notes for the back office; both optional. */
  poNumber: optionalText('PO number', MAX_PO_NUMBER),
  notes: optionalText('Notes', MAX_ORDER_NOTES),
  items: v.pipe(
    v.array(orderLine, 'items must be a list'),
    v.minLength(1, 'An order needs at least one item'),
    v.maxLength(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
    v.check((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Each product may appear only once in an order'),
  ),
});
export type PlaceOrderInput = v.InferOutput<typeof placeOrderBody>;

export const orderListQuery = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  userId: v.optional(qInt('userId', 1, 2_147_483_647)),
  chapterId: v.optional(qInt('chapterId', 1, 2_147_483_647)),
  eventId: v.optional(qInt('eventId', 1, 2_147_483_647)),
  status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}`)),
  /** Orders with at least one payment in this status, settled since or not. */
  paymentStatus: v.optional(v.picklist(PAYMENT_STATUSES, `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}`)),
  /**
   * true: the orders whose payment failed and that nothing has settled since, the dashboard's
   * failed payments (not cancelled, and some vendor's part of the order has a FAILED payment as
   * its latest); false: every other order.
   */
  unsettledFailedPayment: v.optional(qBool('unsettledFailedPayment')),
  startDate: v.optional(qDate('startDate')),
  endDate: v.optional(qDate('endDate')),
  sortBy: v.optional(v.picklist(ORDER_SORTS, `sortBy must be one of ${ORDER_SORTS.join(', ')}`), 'createdAt'),
  sortOrder: v.optional(sortOrder, 'desc'),
  includeItems: v.optional(qBool('includeItems'), false),
  includePayments: v.optional(qBool('includePayments'), false),
});
export type OrderListQuery = v.InferOutput<typeof orderListQuery>;
export type OrderFilters = Omit<OrderListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder' | 'includeItems' | 'includePayments'>;

export const updateOrderBody = v.strictObject({
  status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
  /** null: no payment method. */
  paymentMethod: v.optional(v.nullable(paymentMethod)),
});
export type UpdateOrderInput = v.InferOutput<typeof updateOrderBody>;

/** The moves the server allows; staying in the same status is always allowed. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Who may cancel an order (decision 028): its author, the chapter's CHAPTER account, and the back
 * office. Another member of the chapter reads the order but may not cancel it. The caller has
 * already checked that the order is in the viewer's chapter; the status rules come on top.
 */
export function mayCancelOrder(viewer: { id: number; role: string }, order: { user: { id: number } }): boolean {
  return viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN' || viewer.role === 'CHAPTER' || viewer.id === order.user.id;
}

/** Why a member may not cancel another member's order (403 NOT_ORDER_AUTHOR). */
export const MSG_NOT_ORDER_AUTHOR = 'Only the member who placed this order or the chapter account can cancel it';

/**
 * Splits an amount of cents in proportion to integer weights with the largest-remainder method,
 * so the parts always add up to the amount exactly. Ties go to the earlier weight.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    const parts = weights.map(() => 0);
    parts[0] = amount;
    return parts;
  }
  const big = BigInt(amount);
  const bigSum = BigInt(sum);
  const exact = weights.map((w) => big * BigInt(w));
  const parts = exact.map((e) => Number(e / bigSum));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rem: e % bigSum })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (let k = 0; left > 0; k++, left--) parts[order[k]!.i]! += 1;
  return parts;
}

export const orderItemView = v.strictObject({
  id: v.number(),
  productId: v.number(),
  product: v.strictObject({ name: v.string(), sku: v.nullable(v.string()) }),
  /** The product's case pack (1: sold singly), as it is now when read back. */
  packSize: v.optional(v.number()),
  quantity: v.number(),
  unitPrice: v.number(),
  totalPrice: v.number(),
  vendorId: v.number(),
});
export type OrderItemView = v.InferOutput<typeof orderItemView>;

export const paymentView = v.strictObject({
  id: v.number(),
  vendorId: v.nullable(v.number()),
  vendorName: v.nullable(v.string()),
  amount: v.number(),
  fee: v.number(),
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  status: v.picklist(PAYMENT_STATUSES),
  retryCount: v.number(),
  isScheduled: v.boolean(),
  paidAt: v.nullable(isoMoment),
  createdAt: isoMoment,
});
export type PaymentView = v.InferOutput<typeof paymentView>;

export const orderView = v.strictObject({
  id: v.number(),
  orderNumber: v.string(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.nullable(v.picklist(PAYMENT_METHODS)),
  subtotal: v.number(),
  tax: v.number(),
  processingFee: v.number(),
  total: v.number(),
  clientOrderId: v.string(),
  poNumber: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  placedAt: isoMoment,
  receivedAt: isoMoment,
  createdAt: isoMoment,
  updatedAt: isoMoment,
  user: v.strictObject({ id: v.number(), firstName: v.string(), lastName: v.string(), email: v.string() }),
  /** The chapter the order ships to; its address comes with one order (absent from lists). */
  chapter: v.strictObject({
    id: v.number(),
    name: v.string(),
    address: v.optional(v.string()),
    city: v.optional(v.string()),
    state: v.optional(v.string()),
    zipCode: v.optional(v.string()),
  }),
  event: v.strictObject({ id: v.number(), name: v.string() }),
  items: v.optional(v.array(orderItemView)),
  payments: v.optional(v.array(paymentView)),
});
export type OrderView = v.InferOutput<typeof orderView>;

export const orderList = v.strictObject({ items: v.array(orderView), pagination: paginationAnswer });
export type OrderList = v.InferOutput<typeof orderList>;

export const orderStats = v.strictObject({
  total: v.number(),
  pending: v.number(),
  processing: v.number(),
  shipped: v.number(),
  delivered: v.number(),
  cancelled: v.number(),
  totalRevenue: v.number(),
  averageOrderValue: v.number(),
  totalProcessingFees: v.number(),
});
export type OrderStats = v.InferOutput<typeof orderStats>;

export const ORDER_REFUSAL_CODES = ['NO_CHAPTER', 'EVENT_NOT_AVAILABLE', 'PRODUCT_NOT_FOUND', 'PRODUCT_INACTIVE', 'VENDOR_INACTIVE', 'PRICE_CHANGED', 'PACK_SIZE', 'VENDOR_MINIMUM'] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

export interface OrderRefusalReason {
  productId?: number;
  eventId?: number;
  vendorId?: number;
  code: OrderRefusalCode;
  /** The English text, for clients that word nothing themselves; the web words the code. */
  message: string;
  /**
   * The figures the text is built from, so a client words it in its own language: `name` (the
   * product) for PRODUCT_INACTIVE, VENDOR_INACTIVE and PRICE_CHANGED; `name`, `packSize` and
   * `nextValid` for PACK_SIZE; `vendor`, `minOrderCents` and `missingCents` for VENDOR_MINIMUM.
   */
  data?: Record<string, string | number>;
}

export interface ChangedLine {
  productId: number;
  seenUnitPrice: number;
  unitPrice: number;
}


const tag = 'orders';
const one = '/orders/:id';

/**
 * The orders routes. Shoppers place orders (once per Idempotency-Key, which is the order's
 * clientOrderId) and read and cancel their chapter's; the back office reads, edits and cancels
 * all. An order the server refuses carries its reasons. SERVER_BUSY (503, Retry-After) is the
 * answer of a process that sheds orders as it sheds sync pages (decision 021).
 */
export const orderRoutes = {
  place: route({
    method: 'POST',
    path: '/orders',
    access: SHOPPERS,
    tag,
    summary: 'Place an order once per Idempotency-Key; a replay answers the first answer',
    body: placeOrderBody,
    answer: orderView,
    status: 201,
    errors: ['ORDER_REFUSED', 'PRICE_CHANGED', 'ORDER_TOO_LARGE', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS', 'SERVER_BUSY'],
  }),
  list: route({ method: 'GET', path: '/orders', access: EVERYONE, tag, summary: "List orders; shoppers see their chapter's", query: orderListQuery, answer: orderList, errors: [] }),
  stats: route({ method: 'GET', path: '/orders/stats', access: ADMINS, tag, summary: 'Counts and amounts of the orders the filters match', query: orderListQuery, answer: orderStats, errors: [] }),
  get: route({ method: 'GET', path: one, access: EVERYONE, tag, summary: 'One order with its items and payments', params: idParams, answer: orderView, errors: ['NOT_FOUND'] }),
  update: route({ method: 'PUT', path: one, access: ADMINS, tag, summary: "Change an order's status or payment method", params: idParams, body: updateOrderBody, answer: orderView, errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'PAYMENT_METHOD_LOCKED'] }),
  cancel: route({ method: 'DELETE', path: `${one}/cancel`, access: EVERYONE, tag, summary: 'Cancel an order (decision 028)', params: idParams, answer: orderView, errors: ['NOT_FOUND', 'NOT_ORDER_AUTHOR', 'ALREADY_CANCELLED', 'NOT_CANCELLABLE'] }),
};
