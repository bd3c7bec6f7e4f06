/** Order reads: the list with its filters, one order, its items and payments, and the stats. */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { OrderFilters, OrderItemView, OrderListQuery, OrderStats, OrderView, PaymentView } from '@portal/contract/orders';

const { orders, orderItems, vendorOrders, payments, users, chapters, events, vendors, products } = schema;

const contains = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Who may see what: a shopper's scope pins their chapter (none: nothing). */
export interface OrderScope {
  chapterId?: number | null;
}

/**
 * An order whose payment failed and that nothing has settled since. Payments are made per vendor
 * sub-order, so each sub-order's latest payment (by createdAt, then id: rows written together
 * share a createdAt) says where its money stands: FAILED still needs chasing, a later COMPLETED
 * one paid it, a later PENDING one is a retry under way. Any one sub-order left FAILED keeps the
 * order in, since the others' payments do not pay that vendor; a cancelled order is owed nothing.
 */
const unsettledFailedPayment = sql`(${orders.status} <> 'CANCELLED' and exists (
  select 1 from ${payments} p where p.order_id = ${orders.id} and p.status = 'FAILED' and not exists (
    select 1 from ${payments} later where later.order_id = p.order_id and later.vendor_order_id is not distinct from p.vendor_order_id
      and (later.created_at, later.id) > (p.created_at, p.id))))`;

export function orderFilter(filters: OrderFilters, scope: OrderScope): SQL | undefined {
  const c: SQL[] = [];
  if (scope.chapterId !== undefined) c.push(scope.chapterId === null ? sql`false` : eq(orders.chapterId, scope.chapterId));
  if (filters.search) {
    const p = contains(filters.search);
    c.push(
      or(
        ilike(orders.orderNumber, p),
        ilike(users.email, p),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
        ilike(orders.poNumber, p),
        // A product's name or SKU on any line of the order.
        sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and (oi.product_name ilike ${p} or oi.sku ilike ${p}))`,
      )!,
    );
  }
  if (filters.userId !== undefined) c.push(eq(orders.userId, filters.userId));
  if (filters.chapterId !== undefined) c.push(eq(orders.chapterId, filters.chapterId));
  if (filters.eventId !== undefined) c.push(eq(orders.eventId, filters.eventId));
  if (filters.status) c.push(eq(orders.status, filters.status));
  if (filters.paymentMethod) c.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.paymentStatus) c.push(sql`exists (select 1 from ${payments} p where p.order_id = ${orders.id} and p.status = ${filters.paymentStatus})`);
  if (filters.unsettledFailedPayment !== undefined) c.push(filters.unsettledFailedPayment ? unsettledFailedPayment : sql`not ${unsettledFailedPayment}`);
  if (filters.startDate) c.push(gte(orders.createdAt, filters.startDate));
  if (filters.endDate) c.push(lte(orders.createdAt, filters.endDate));
  return c.length ? and(...c) : undefined;
}

const viewColumns = {
  order: orders,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  chapter: { id: chapters.id, name: chapters.name },
  event: { id: events.id, name: events.name },
};

type Joined = { order: typeof orders.$inferSelect } & Pick<OrderView, 'user' | 'chapter' | 'event'>;

/** The order row's own fields as the view shows them (user, chapter and event come from joins). */
export function orderViewOf(o: typeof orders.$inferSelect): Omit<OrderView, 'user' | 'chapter' | 'event'> {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    paymentMethod: o.paymentMethod,
    subtotal: o.subtotal,
    tax: o.tax,
    processingFee: o.processingFee,
    total: o.total,
    clientOrderId: o.clientOrderId,
    poNumber: o.poNumber,
    notes: o.notes,
    placedAt: o.placedAt.toISOString(),
    receivedAt: o.receivedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

function toView(r: Joined): OrderView {
  return { ...orderViewOf(r.order), user: r.user, chapter: r.chapter, event: r.event };
}

const joined = (db: Executor) =>
  db
    .select(viewColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(chapters, eq(chapters.id, orders.chapterId))
    .innerJoin(events, eq(events.id, orders.eventId));

const sortColumns = {
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  total: orders.total,
  status: orders.status,
  orderNumber: orders.orderNumber,
};

export async function listOrders(db: Executor, query: OrderListQuery, scope: OrderScope) {
  const where = orderFilter(query, scope);
  const dir = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(dir(sortColumns[query.sortBy]), dir(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows: rows.map(toView), total: Number(count?.n ?? 0) };
}

/** One order, with the address of the chapter it ships to (for its printed and mailed copy). */
export async function findOrder(db: Executor, id: number, scope: OrderScope): Promise<OrderView | undefined> {
  const [row] = await db
    .select({ ...viewColumns, chapter: { ...viewColumns.chapter, address: chapters.address, city: chapters.city, state: chapters.state, zipCode: chapters.zipCode } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(chapters, eq(chapters.id, orders.chapterId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, id), orderFilter({}, scope)));
  return row && toView(row);
}

export async function itemsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderItemView[]>> {
  const map = new Map<number, OrderItemView[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({ item: orderItems, vendorId: vendorOrders.vendorId, packSize: products.packSize })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
  for (const { item, vendorId, packSize } of rows) {
    const list = map.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      productId: item.productId,
      product: { name: item.productName, sku: item.sku },
      packSize,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      vendorId,
    });
    map.set(item.orderId, list);
  }
  return map;
}

export async function paymentsOf(db: Executor, orderIds: number[]): Promise<Map<number, PaymentView[]>> {
  const map = new Map<number, PaymentView[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({ p: payments, vendorName: vendors.name })
    .from(payments)
    .leftJoin(vendors, eq(vendors.id, payments.vendorId))
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.id);
  for (const { p, vendorName } of rows) {
    const list = map.get(p.orderId) ?? [];
    list.push({ ...paymentViewOf(p), vendorName });
    map.set(p.orderId, list);
  }
  return map;
}

/** A payment row as the view shows it; vendorName comes from a join (null here). */
export function paymentViewOf(p: typeof payments.$inferSelect): PaymentView {
  return {
    id: p.id,
    vendorId: p.vendorId,
    vendorName: null,
    amount: p.amount,
    fee: p.fee,
    method: p.method,
    status: p.status,
    retryCount: p.retryCount,
    isScheduled: p.isScheduled,
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function orderStats(db: Executor, filters: OrderFilters, scope: OrderScope): Promise<OrderStats> {
  const count = (status: string) => sql<number>`count(*) filter (where ${orders.status} = ${status})::int`;
  const live = sql`${orders.status} <> 'CANCELLED'`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: count('PENDING'),
      processing: count('PROCESSING'),
      shipped: count('SHIPPED'),
      delivered: count('DELIVERED'),
      cancelled: count('CANCELLED'),
      revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${live}), 0)::text`,
      liveCount: sql<number>`count(*) filter (where ${live})::int`,
      fees: sql<string>`coalesce(sum(${orders.processingFee}) filter (where ${live}), 0)::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderFilter(filters, scope));
  const r = row!;
  const totalRevenue = Number(r.revenue);
  const liveCount = Number(r.liveCount);
  return {
    total: Number(r.total),
    pending: Number(r.pending),
    processing: Number(r.processing),
    shipped: Number(r.shipped),
    delivered: Number(r.delivered),
    cancelled: Number(r.cancelled),
    totalRevenue,
    averageOrderValue: liveCount ? Math.round(totalRevenue / liveCount) : 0,
    totalProcessingFees: Number(r.fees),
  };
}
