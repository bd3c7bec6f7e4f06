/** Report queries over a half-open date range [start, end). Cancelled orders are not purchases. */
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { CategoryRow, PaymentRow, PurchaseRow, ReportOverview, RevenueDay } from '@portal/contract/reports';

const { orders, orderItems, vendorOrders, vendors, chapters, payments, productCategories, categories, events } = schema;

export interface Range {
  start: Date;
  end: Date;
}

const liveOrdersIn = (r: Range) => and(gte(orders.createdAt, r.start), lt(orders.createdAt, r.end), ne(orders.status, 'CANCELLED'));

export async function purchaseRows(db: Executor, r: Range, page?: { limit: number; offset: number }): Promise<PurchaseRow[]> {
  const q = db
    .select({
      orderNumber: orders.orderNumber,
      poNumber: orders.poNumber,
      notes: orders.notes,
      itemName: orderItems.productName,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      vendor: vendors.name,
      chapter: chapters.name,
      city: chapters.city,
      state: chapters.state,
      orderDate: orders.createdAt,
      orderStatus: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
    .innerJoin(chapters, eq(chapters.id, orders.chapterId))
    .where(liveOrdersIn(r))
    .orderBy(desc(orders.createdAt), desc(orders.id), orderItems.id)
    .$dynamic();
  const rows = await (page ? q.limit(page.limit).offset(page.offset) : q);
  return rows.map(({ city, state, orderDate, ...row }) => ({ ...row, chapterLocation: `${city}, ${state}`, orderDate: orderDate.toISOString() }));
}

export async function purchaseTotals(db: Executor, r: Range) {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      totalValue: sql<string>`coalesce(sum(${orderItems.totalPrice}), 0)::text`,
      totalQuantity: sql<string>`coalesce(sum(${orderItems.quantity}), 0)::text`,
      totalOrders: sql<number>`count(distinct ${orderItems.orderId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(liveOrdersIn(r));
  return { lines: Number(row!.lines), totalValue: Number(row!.totalValue), totalQuantity: Number(row!.totalQuantity), totalOrders: Number(row!.totalOrders) };
}

/** One row per category; a product in two categories counts in both; none: 'Uncategorized'. */
export async function categoryRows(db: Executor, r: Range): Promise<Omit<CategoryRow, 'averageOrderValue'>[]> {
  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: sql<string>`coalesce(${categories.name}, 'Uncategorized')`,
      totalValue: sql<string>`sum(${orderItems.totalPrice})::text`,
      totalQuantity: sql<string>`sum(${orderItems.quantity})::text`,
      totalOrders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      uniqueProducts: sql<number>`count(distinct ${orderItems.productId})::int`,
      uniqueChapters: sql<number>`count(distinct ${orders.chapterId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(productCategories, eq(productCategories.productId, orderItems.productId))
    .leftJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(liveOrdersIn(r))
    .groupBy(categories.id, categories.name)
    .orderBy(sql`sum(${orderItems.totalPrice}) desc`, categories.name);
  return rows.map((row) => ({
    ...row,
    totalValue: Number(row.totalValue),
    totalQuantity: Number(row.totalQuantity),
    totalOrders: Number(row.totalOrders),
    uniqueProducts: Number(row.uniqueProducts),
    uniqueChapters: Number(row.uniqueChapters),
  }));
}

export async function paymentRows(db: Executor, r: Range): Promise<PaymentRow[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      amount: payments.amount,
      fee: payments.fee,
      method: payments.method,
      status: payments.status,
      vendorName: vendors.name,
      chapterName: chapters.name,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      retryCount: payments.retryCount,
      isScheduled: payments.isScheduled,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(chapters, eq(chapters.id, orders.chapterId))
    .leftJoin(vendors, eq(vendors.id, payments.vendorId))
    .where(and(gte(payments.createdAt, r.start), lt(payments.createdAt, r.end)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ paidAt, createdAt, ...row }) => ({ ...row, paymentDate: (paidAt ?? createdAt).toISOString() }));
}

export async function revenueByDay(db: Executor, r: Range): Promise<RevenueDay[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, orders: sql<number>`count(*)::int`, revenue: sql<string>`sum(${orders.total})::text` })
    .from(orders)
    .where(liveOrdersIn(r))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/**
 * The overview of a range: distinct people, chapters, vendors and categories with live orders in
 * it, and the events held in it (starting before its end and ending on or after its start).
 */
export async function overview(db: Executor, r: Range): Promise<ReportOverview> {
  const [people] = await db
    .select({ users: sql<number>`count(distinct ${orders.userId})::int`, chapters: sql<number>`count(distinct ${orders.chapterId})::int` })
    .from(orders)
    .where(liveOrdersIn(r));
  const [sold] = await db
    .select({ vendors: sql<number>`count(distinct ${vendorOrders.vendorId})::int` })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(liveOrdersIn(r));
  const [kinds] = await db
    .select({ categories: sql<number>`count(distinct ${productCategories.categoryId})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(productCategories, eq(productCategories.productId, orderItems.productId))
    .where(liveOrdersIn(r));
  const [held] = await db
    .select({ events: sql<number>`count(*)::int`, activeEvents: sql<number>`count(*) filter (where ${events.isActive})::int` })
    .from(events)
    .where(and(lt(events.startDate, r.end), gte(events.endDate, r.start)));
  return {
    users: Number(people?.users ?? 0),
    chapters: Number(people?.chapters ?? 0),
    vendors: Number(sold?.vendors ?? 0),
    categories: Number(kinds?.categories ?? 0),
    events: Number(held?.events ?? 0),
    activeEvents: Number(held?.activeEvents ?? 0),
  };
}
