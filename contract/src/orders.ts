/**
 * Orders: the body a device sends to place an order (its id is also the Idempotency-Key), the
 * back office's list filters and edit body, the allowed status transitions, and the shapes the
 * API answers. Totals are never accepted from a client: the body is strict and has no totals.
 */
import * as v from 'valibot';
import { pageQuery, qBool, qDate, qInt, sortOrder, type Pagination } from './common';
import { dateYearsMessage, inDateYears } from './guards';
import { ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod, type PaymentStatus } from './rules';

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

export interface OrderItemView {
  id: number;
  productId: number;
  product: { name: string; sku: string | null };
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  vendorId: number;
}

export interface PaymentView {
  id: number;
  vendorId: number | null;
  vendorName: string | null;
  amount: number;
  fee: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  retryCount: number;
  isScheduled: boolean;
  paidAt: string | null;
  createdAt: string;
}

export interface OrderView {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  subtotal: number;
  tax: number;
  processingFee: number;
  total: number;
  clientOrderId: string;
  poNumber: string | null;
  notes: string | null;
  placedAt: string;
  receivedAt: string;
  createdAt: string;
  updatedAt: string;
  user: { id: number; firstName: string; lastName: string; email: string };
  chapter: { id: number; name: string };
  event: { id: number; name: string };
  items?: OrderItemView[];
  payments?: PaymentView[];
}

export interface OrderList {
  items: OrderView[];
  pagination: Pagination;
}

export interface OrderStats {
  total: number;
  pending: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  totalRevenue: number;
  averageOrderValue: number;
  totalProcessingFees: number;
}

export const ORDER_REFUSAL_CODES = ['NO_CHAPTER', 'EVENT_NOT_AVAILABLE', 'PRODUCT_NOT_FOUND', 'PRODUCT_INACTIVE', 'VENDOR_INACTIVE', 'PRICE_CHANGED', 'PACK_SIZE', 'VENDOR_MINIMUM'] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

export interface OrderRefusalReason {
  productId?: number;
  eventId?: number;
  vendorId?: number;
  code: OrderRefusalCode;
  message: string;
}

export interface ChangedLine {
  productId: number;
  seenUnitPrice: number;
  unitPrice: number;
}

