/**
 * The two statements an order is placed with, written by hand: placing orders is the portal's
 * hottest write, and building these through the query builder cost more CPU than PostgreSQL
 * spent running them. One statement reads everything the order is checked and priced from; one
 * writes the order, its vendor orders, items and payments (data-modifying CTEs) and answers the
 * rows written, with the id its copy's mail_outbox row will take (the copy is written from those
 * rows, and goes out with the transaction's COMMIT: order-copy.ts). Both texts are written once
 * (`statement`), each order only binds its values.
 * Rows come back as JSON (same shape on PGlite and postgres.js); json_to_recordset takes the
 * lines as one JSON parameter, so names with commas or quotes need no escaping.
 */
import { sql } from 'drizzle-orm';
import { statement, type Transaction } from '@portal/db';
import type { PaymentMethod } from '@portal/contract/rules';
import type { PricingSettings } from '@portal/contract/money';
import { NEXT_OUTBOX_ID } from '../../lib/mailer';

export interface OrderEvent {
  id: number;
  name: string;
  chapterId: number;
  chapterName: string;
  /** The chapter's address: where the order ships, on its copy. */
  chapterAddress: { address: string; city: string; state: string; zipCode: string };
  isActive: boolean;
  endDate: Date;
}

export interface OrderProduct {
  id: number;
  name: string;
  sku: string | null;
  price: number;
  packSize: number;
  isActive: boolean;
  vendorId: number;
  vendorName: string;
  vendorActive: boolean;
  vendorMinOrderCents: number;
}

export interface OrderUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface OrderReads {
  event: OrderEvent | undefined;
  products: OrderProduct[];
  user: OrderUser | undefined;
  /** Absent while the settings row has not been made yet. */
  pricing: PricingSettings | undefined;
}

// Drivers hand json over parsed (postgres.js, PGlite); a string means a driver that did not.
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const readStatement = statement<{ userId: number; eventId: number; productIds: string }>(
  (p) => sql`select
      (select row_to_json(e) from (select ev.id, ev.name, ev.chapter_id as "chapterId", c.name as "chapterName", json_build_object('address', c.address, 'city', c.city, 'state', c.state, 'zipCode', c.zip_code) as "chapterAddress", ev.is_active as "isActive", ev.end_date as "endDate"
        from events ev join chapters c on c.id = ev.chapter_id where ev.id = ${p.eventId}::int) e) as event,
      (select coalesce(json_agg(p), '[]'::json) from (select p.id, p.name, p.sku, p.price, p.pack_size as "packSize", p.is_active as "isActive", p.vendor_id as "vendorId", v.name as "vendorName", v.is_active as "vendorActive", v.min_order_cents as "vendorMinOrderCents"
        from products p join vendors v on v.id = p.vendor_id where p.id = any(${p.productIds}::int[])) p) as products,
      (select row_to_json(u) from (select id, first_name as "firstName", last_name as "lastName", email from users where id = ${p.userId}::int) u) as "user",
      (select row_to_json(s) from (select tax_rate_bps as "taxRateBps", fee_ach_bps as "ACH", fee_debit_card_bps as "DEBIT_CARD", fee_credit_card_bps as "CREDIT_CARD" from settings where id = 1) s) as settings`,
);

export async function readForOrder(tx: Transaction, userId: number, eventId: number, productIds: number[]): Promise<OrderReads> {
  const rows = await readStatement.rows<Record<string, unknown>>(tx, { userId, eventId, productIds: intArray(productIds) });
  const row = rows[0]!;
  const event = json<(Omit<OrderEvent, 'endDate'> & { endDate: string }) | null>(row.event);
  const settings = json<{ taxRateBps: number; ACH: number; DEBIT_CARD: number; CREDIT_CARD: number } | null>(row.settings);
  return {
    event: event ? { ...event, endDate: new Date(event.endDate) } : undefined,
    products: json<OrderProduct[]>(row.products),
    user: json<OrderUser | null>(row.user) ?? undefined,
    pricing: settings
      ? { taxRateBps: settings.taxRateBps, feeRatesBps: { ACH: settings.ACH, DEBIT_CARD: settings.DEBIT_CARD, CREDIT_CARD: settings.CREDIT_CARD } }
      : undefined,
  };
}

export interface OrderToWrite {
  userId: number;
  chapterId: number;
  eventId: number;
  paymentMethod: PaymentMethod;
  subtotal: number;
  tax: number;
  processingFee: number;
  total: number;
  clientOrderId: string;
  poNumber: string | null;
  notes: string | null;
  placedAt: Date;
  vendors: Array<{ vendorId: number; subtotal: number; amount: number; fee: number }>;
  items: Array<{ vendorId: number; productId: number; productName: string; sku: string | null; quantity: number; unitPrice: number; totalPrice: number }>;
}

export interface WrittenOrder {
  order: {
    id: number;
    orderNumber: string;
    status: string;
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
  };
  items: Array<{ id: number; productId: number; productName: string; sku: string | null; quantity: number; unitPrice: number; totalPrice: number; vendorId: number }>;
  payments: Array<{
    id: number;
    vendorId: number | null;
    amount: number;
    fee: number;
    method: PaymentMethod | null;
    status: string;
    retryCount: number;
    isScheduled: boolean;
    paidAt: string | null;
    createdAt: string;
  }>;
  /** The id reserved for the row of the buyer's copy in mail_outbox. */
  copyId: number;
}

/** The order's values as the statement binds them: the time as text, the vendors and lines as JSON. */
type WriteValues = Omit<OrderToWrite, 'placedAt' | 'vendors' | 'items'> & { placedAt: string; vendors: string; items: string };

const writeStatement = statement<WriteValues>(
  (p) => sql`with
      o as (
        insert into orders (order_number, user_id, chapter_id, event_id, payment_method, subtotal, tax, processing_fee, total, client_order_id, po_number, notes, placed_at)
        values ('ORD-' || lpad(nextval('order_number_seq')::text, 6, '0'), ${p.userId}::int, ${p.chapterId}::int, ${p.eventId}::int, ${p.paymentMethod}::payment_method,
          ${p.subtotal}::int, ${p.tax}::int, ${p.processingFee}::int, ${p.total}::int, ${p.clientOrderId}::uuid, ${p.poNumber}::text, ${p.notes}::text, ${p.placedAt}::timestamptz)
        returning id, order_number as "orderNumber", status, payment_method as "paymentMethod", subtotal, tax, processing_fee as "processingFee", total,
          client_order_id as "clientOrderId", po_number as "poNumber", notes, placed_at as "placedAt", received_at as "receivedAt", created_at as "createdAt", updated_at as "updatedAt"),
      v as (select * from json_to_recordset(${p.vendors}::json) as x("vendorId" int, subtotal int, amount int, fee int)),
      vo as (
        insert into vendor_orders (order_id, vendor_id, subtotal)
        select o.id, v."vendorId", v.subtotal from o, v order by v."vendorId"
        returning id, vendor_id),
      it as (
        insert into order_items (order_id, vendor_order_id, product_id, product_name, sku, quantity, unit_price, total_price)
        select o.id, vo.id, l."productId", l."productName", l.sku, l.quantity, l."unitPrice", l."totalPrice"
        from o, json_to_recordset(${p.items}::json) as l("vendorId" int, "productId" int, "productName" text, sku text, quantity int, "unitPrice" int, "totalPrice" int, n int)
        join vo on vo.vendor_id = l."vendorId"
        order by l.n
        returning id, product_id as "productId", product_name as "productName", sku, quantity, unit_price as "unitPrice", total_price as "totalPrice", vendor_order_id),
      pay as (
        insert into payments (order_id, vendor_order_id, vendor_id, amount, fee, method)
        select o.id, vo.id, v."vendorId", v.amount, v.fee, ${p.paymentMethod}::payment_method from o, v join vo on vo.vendor_id = v."vendorId" order by v."vendorId"
        returning id, vendor_id as "vendorId", amount, fee, method, status, retry_count as "retryCount", is_scheduled as "isScheduled", paid_at as "paidAt", created_at as "createdAt")
      select
        (select row_to_json(o) from o) as "order",
        (select coalesce(json_agg(json_build_object('id', it.id, 'productId', it."productId", 'productName', it."productName", 'sku', it.sku, 'quantity', it.quantity,
          'unitPrice', it."unitPrice", 'totalPrice', it."totalPrice", 'vendorId', vo.vendor_id) order by it.id), '[]'::json) from it join vo on vo.id = it.vendor_order_id) as items,
        (select coalesce(json_agg(pay order by pay.id), '[]'::json) from pay) as payments,
        ${NEXT_OUTBOX_ID} as "copyId"`,
);

/** Order numbers come from order_number_seq: ORD-001001, ORD-001002, ... */
export async function writeOrderRows(tx: Transaction, o: OrderToWrite): Promise<WrittenOrder> {
  const rows = await writeStatement.rows<Record<string, unknown>>(tx, {
    ...o,
    placedAt: o.placedAt.toISOString(),
    vendors: JSON.stringify(o.vendors),
    items: JSON.stringify(o.items.map((item, n) => ({ ...item, n }))),
  });
  const row = rows[0]!;
  return {
    order: json<WrittenOrder['order']>(row.order),
    items: json<WrittenOrder['items']>(row.items),
    payments: json<WrittenOrder['payments']>(row.payments),
    copyId: Number(row.copyId),
  };
}
