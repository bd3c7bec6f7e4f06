/**
 * Placing an order: the server prices every line from its own current prices, refuses the whole
 * order with every failing reason (never a partial order), and writes the order, its items, one
 * vendor order per vendor and one pending payment per vendor order in one transaction, with the
 * buyer's mailed copy (its mail_outbox row commits with the order or not at all). The
 * Idempotency-Key (= clientOrderId) makes a resent order land exactly once, and its copy with it.
 */
import type { Database, Transaction } from '@portal/db';
import type { OutboxMail } from '../../lib/mailer';
import { computeTotals, formatCents, type PricingSettings } from '@portal/contract/money';
import { packMessage, shortfalls, vendorMessage } from '@portal/contract/order-rules';
import { MSG } from '@portal/contract/messages';
import { MAX_ORDER_TOTAL_CENTS } from '@portal/contract/rules';
import { allocateCents, type ChangedLine, type OrderRefusalReason, type OrderView, type PaymentView, type PlaceOrderInput } from '@portal/contract/orders';
import { ConflictError, UnprocessableError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { MSG_IN_PROGRESS, runIdempotent, type IdempotentResult } from '../../lib/idempotency';
import { ok } from '../../lib/envelope';
import { pricingSettings } from '../settings/settings.service';
import { orderCopy } from './order-copy';
import { readForOrder, writeOrderRows, type OrderProduct } from './order-statements';

export const MSG_ORDER_REFUSED = 'This order cannot be placed';
export const MSG_PRICE_CHANGED = 'Some prices have changed. Please review the new prices and place the order again.';

export interface Shopper {
  id: number;
  chapterId: number | null;
}

interface PricedLine extends OrderProduct {
  quantity: number;
}

/** What an order is checked and priced from, in one statement. */
async function readCatalogue(tx: Transaction, shopper: Shopper, input: PlaceOrderInput) {
  const reads = await readForOrder(tx, shopper.id, input.eventId, input.items.map((i) => i.productId));
  // The settings row is made on first use; only a brand-new database gets here.
  return { ...reads, pricing: reads.pricing ?? (await pricingSettings(tx)) };
}

/** Every reason the order cannot be placed as sent; empty when it can. */
function check(shopper: Shopper, input: PlaceOrderInput, { event, products: found, pricing, user }: Awaited<ReturnType<typeof readCatalogue>>) {
  const reasons: OrderRefusalReason[] = [];
  const changedLines: ChangedLine[] = [];
  if (shopper.chapterId === null) {
    reasons.push({ code: 'NO_CHAPTER', message: 'Your account is not linked to a chapter, so it cannot place orders' });
  }
  const placedAt = new Date(input.placedAt);
  // An event of another chapter reads as unavailable, not as someone else's.
  if (!event || event.chapterId !== shopper.chapterId || !event.isActive || event.endDate < placedAt) {
    reasons.push({ eventId: input.eventId, code: 'EVENT_NOT_AVAILABLE', message: 'This event is not open for orders from your chapter' });
  }
  const products = new Map(found.map((p) => [p.id, p]));
  const lines: PricedLine[] = [];
  for (const item of input.items) {
    const p = products.get(item.productId);
    if (!p) {
      reasons.push({ productId: item.productId, code: 'PRODUCT_NOT_FOUND', message: 'This product does not exist' });
      continue;
    }
    if (!p.isActive) reasons.push({ productId: p.id, code: 'PRODUCT_INACTIVE', message: `${p.name} is no longer available`, data: { name: p.name } });
    else if (!p.vendorActive) reasons.push({ productId: p.id, code: 'VENDOR_INACTIVE', message: `The vendor of ${p.name} is not taking orders`, data: { name: p.name } });
    if (item.seenUnitPrice !== undefined && item.seenUnitPrice !== p.price) {
      changedLines.push({ productId: p.id, seenUnitPrice: item.seenUnitPrice, unitPrice: p.price });
      reasons.push({ productId: p.id, code: 'PRICE_CHANGED', message: `The price of ${p.name} changed`, data: { name: p.name } });
    }
    lines.push({ ...p, quantity: item.quantity });
  }
  const short = shortfalls(lines.map((l) => ({ productId: l.id, productName: l.name, quantity: l.quantity, unitPrice: l.price, packSize: l.packSize, vendorId: l.vendorId, vendorName: l.vendorName, vendorMinOrderCents: l.vendorMinOrderCents })));
  for (const p of short.packs) {
    reasons.push({ productId: p.productId, code: 'PACK_SIZE', message: packMessage(p), data: { name: p.productName, packSize: p.packSize, nextValid: p.nextValid } });
  }
  for (const v of short.vendors) {
    reasons.push({ vendorId: v.vendorId, code: 'VENDOR_MINIMUM', message: vendorMessage(v, formatCents), data: { vendor: v.vendorName, minOrderCents: v.minOrderCents, missingCents: v.missingCents } });
  }
  if (!user) throw new Error(`placing an order for user ${shopper.id}, who does not exist`);
  return { reasons, changedLines, lines, pricing, context: event && { event, user } };
}

type OrderContext = NonNullable<ReturnType<typeof check>['context']>;

function refuse(reasons: OrderRefusalReason[], changedLines: ChangedLine[]): never {
  const onlyPrices = reasons.every((r) => r.code === 'PRICE_CHANGED');
  throw new UnprocessableError(onlyPrices ? MSG_PRICE_CHANGED : MSG_ORDER_REFUSED, onlyPrices ? 'PRICE_CHANGED' : 'ORDER_REFUSED', {
    reasons,
    ...(changedLines.length ? { changedLines } : {}),
  });
}

/** Vendor shares of the total and of the fee, by vendor subtotal; they add up exactly. */
export function paymentShares(vendorSubtotals: number[], total: number, fee: number) {
  const amounts = allocateCents(total, vendorSubtotals);
  const fees = allocateCents(fee, vendorSubtotals);
  return vendorSubtotals.map((_, i) => ({ amount: amounts[i]!, fee: fees[i]! }));
}

/**
 * Writes the buyer's copy of an order in the order's transaction (the mailer's writeWithCommit:
 * with its COMMIT, as the order's idempotency record).
 */
export type CopyWriter = (tx: Transaction, mail: OutboxMail) => Promise<void>;

/** An order's answer and, when this request placed it (not a replay), its copy as written. */
export interface PlacedOrder extends IdempotentResult {
  copy?: OutboxMail;
}

/**
 * Writes the order, its vendor orders, items and payments, and answers the order as GET
 * /orders/{id} shows it, built from the rows the inserts returned (no read-back), with the id
 * reserved for its copy.
 */
async function writeOrder(tx: Transaction, shopper: Shopper, input: PlaceOrderInput, lines: PricedLine[], pricing: PricingSettings, context: OrderContext): Promise<{ view: OrderView; copyId: number }> {
  const totals = computeTotals(lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity })), input.paymentMethod, pricing);
  if (totals.total > MAX_ORDER_TOTAL_CENTS) {
    throw new UnprocessableError(MSG.orderTooLarge, 'ORDER_TOO_LARGE', { total: totals.total, maxTotal: MAX_ORDER_TOTAL_CENTS }, { items: MSG.orderTooLarge });
  }
  const byVendor = new Map<number, PricedLine[]>();
  for (const line of lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
  const vendorIds = [...byVendor.keys()].sort((a, b) => a - b);
  const subtotals = vendorIds.map((v) => byVendor.get(v)!.reduce((s, l) => s + l.price * l.quantity, 0));
  const shares = paymentShares(subtotals, totals.total, totals.processingFee);
  const written = await writeOrderRows(tx, {
    userId: shopper.id,
    chapterId: shopper.chapterId!,
    eventId: input.eventId,
    paymentMethod: input.paymentMethod,
    ...totals,
    clientOrderId: input.clientOrderId,
    poNumber: input.poNumber ?? null,
    notes: input.notes ?? null,
    placedAt: new Date(input.placedAt),
    vendors: vendorIds.map((vendorId, i) => ({ vendorId, subtotal: subtotals[i]!, ...shares[i]! })),
    items: vendorIds.flatMap((vendorId) =>
      byVendor.get(vendorId)!.map((l) => ({
        vendorId,
        productId: l.id,
        productName: l.name,
        sku: l.sku,
        quantity: l.quantity,
        unitPrice: l.price,
        totalPrice: l.price * l.quantity,
      })),
    ),
  });
  const iso = (value: string) => new Date(value).toISOString();
  const vendorNameOf = new Map(lines.map((l) => [l.vendorId, l.vendorName]));
  const packOf = new Map(lines.map((l) => [l.id, l.packSize]));
  const o = written.order;
  const view: OrderView = {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status as OrderView['status'],
    paymentMethod: o.paymentMethod,
    subtotal: o.subtotal,
    tax: o.tax,
    processingFee: o.processingFee,
    total: o.total,
    clientOrderId: o.clientOrderId,
    poNumber: o.poNumber,
    notes: o.notes,
    placedAt: iso(o.placedAt),
    receivedAt: iso(o.receivedAt),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
    user: context.user,
    chapter: { id: context.event.chapterId, name: context.event.chapterName, ...context.event.chapterAddress },
    event: { id: context.event.id, name: context.event.name },
    items: written.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      product: { name: item.productName, sku: item.sku },
      packSize: packOf.get(item.productId) ?? 1,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      vendorId: item.vendorId,
    })),
    payments: written.payments.map((p) => ({
      id: p.id,
      vendorId: p.vendorId,
      vendorName: p.vendorId === null ? null : (vendorNameOf.get(p.vendorId) ?? null),
      amount: p.amount,
      fee: p.fee,
      method: p.method,
      status: p.status as PaymentView['status'],
      retryCount: p.retryCount,
      isScheduled: p.isScheduled,
      paidAt: p.paidAt === null ? null : iso(p.paidAt),
      createdAt: iso(p.createdAt),
    })),
  };
  return { view, copyId: written.copyId };
}

/**
 * Places the order once per (shopper, clientOrderId), its copy written with it by writeCopy; a
 * replay answers the stored response and writes no copy.
 */
export async function placeOrder(db: Database, shopper: Shopper, input: PlaceOrderInput, idempotencyKey: string | undefined, writeCopy: CopyWriter): Promise<PlacedOrder> {
  if (!idempotencyKey) throw ValidationError.ofField('idempotency-key', { code: 'IDEMPOTENCY_KEY_REQUIRED' }, 'The Idempotency-Key header is required');
  if (idempotencyKey !== input.clientOrderId) {
    throw ValidationError.ofField('idempotency-key', { code: 'IDEMPOTENCY_KEY_MISMATCH' }, 'The Idempotency-Key header must equal clientOrderId');
  }
  let copy: OutboxMail | undefined;
  try {
    const result = await runIdempotent(db, { userId: shopper.id, key: idempotencyKey, body: input }, {
      read: (tx) => readCatalogue(tx, shopper, input),
      write: async (tx, catalogue) => {
        const { reasons, changedLines, lines, pricing, context } = check(shopper, input, catalogue);
        if (reasons.length || !context) refuse(reasons, changedLines);
        const { view, copyId } = await writeOrder(tx, shopper, input, lines, pricing, context);
        copy = { id: copyId, ...orderCopy(view) };
        await writeCopy(tx, copy);
        return { status: 201, body: ok(view, 'Order placed successfully') };
      },
    });
    return result.replayed ? result : { ...result, copy };
  } catch (err) {
    // The order's own (user, clientOrderId) key: another request wrote it first.
    if (isUniqueViolation(err)) throw new ConflictError(MSG_IN_PROGRESS, 'IDEMPOTENCY_IN_PROGRESS');
    throw err;
  }
}
