import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { timestamps } from './columns';
import { orderStatusEnum, paymentMethodEnum, paymentStatusEnum } from './enums';
import { events } from './events';
import { products } from './products';
import { users } from './users';
import { vendors } from './vendors';

/** Money columns are integer cents; totals are computed by contract/src/money.ts. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    chapterId: integer()
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    status: orderStatusEnum().notNull().default('PENDING'),
    paymentMethod: paymentMethodEnum(),
    subtotal: integer().notNull(),
    tax: integer().notNull(),
    processingFee: integer().notNull(),
    total: integer().notNull(),
    /** Made on the device; also the Idempotency-Key. Unique per user. */
    clientOrderId: uuid().notNull(),
    /** The buyer's purchase order number and notes, as typed at checkout. */
    poNumber: text(),
    notes: text(),
    /** When the shopper pressed Place order on the device (may be long before receivedAt). */
    placedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_user_client_key').on(t.userId, t.clientOrderId),
    index('orders_user_idx').on(t.userId),
    index('orders_chapter_idx').on(t.chapterId, t.createdAt),
    index('orders_event_idx').on(t.eventId),
    index('orders_status_idx').on(t.status),
    index('orders_payment_method_idx').on(t.paymentMethod),
    index('orders_created_idx').on(t.createdAt),
    index('orders_updated_idx').on(t.updatedAt),
    index('orders_total_idx').on(t.total),
  ],
);

/** One sub-order per vendor in an order: what each vendor ships and is paid for. */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: orderStatusEnum().notNull().default('PENDING'),
    subtotal: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('vendor_orders_order_vendor_key').on(t.orderId, t.vendorId), index('vendor_orders_vendor_idx').on(t.vendorId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer()
      .notNull()
      .references(() => vendorOrders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Snapshots: what the product was called when ordered. */
    productName: text().notNull(),
    sku: text(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    totalPrice: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer().references(() => vendorOrders.id, { onDelete: 'cascade' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    fee: integer().notNull(),
    method: paymentMethodEnum(),
    status: paymentStatusEnum().notNull().default('PENDING'),
    retryCount: integer().notNull().default(0),
    isScheduled: boolean().notNull().default(false),
    scheduledFor: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_vendor_idx').on(t.vendorId),
    index('payments_created_idx').on(t.createdAt),
    index('payments_status_idx').on(t.status),
  ],
);

/**
 * Idempotency records: per user and key, the fingerprint of the request body and the stored
 * response. A row in state 'processing' marks a request still running (a duplicate gets 409).
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    fingerprint: text().notNull(),
    state: text({ enum: ['processing', 'done'] }).notNull().default('processing'),
    responseStatus: integer(),
    // json, not jsonb: kept as the text sent, so a replay answers the very same bytes.
    responseBody: json(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export const orderNumberSeq = sql`order_number_seq`;

/** Products a person marked as favourites, kept per person so a shared tablet shows each their own. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
