/** Reading orders: shoppers see their own chapter's orders only; another chapter's order is a 404. */
import { NOT_FOUND } from '@portal/contract/messages';
import type { Executor } from '@portal/db';
import { paginationOf } from '@portal/contract/common';
import type { OrderFilters, OrderList, OrderListQuery, OrderStats, OrderView } from '@portal/contract/orders';
import { notFound } from '../../lib/errors';
import * as repo from './orders.repo';

export const MSG_ORDER_NOT_FOUND = NOT_FOUND.order;

export interface Viewer {
  id: number;
  role: string;
  chapterId: number | null;
}

export function scopeOf(viewer: Viewer): repo.OrderScope {
  return viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN' ? {} : { chapterId: viewer.chapterId };
}

export async function loadOrder(
  db: Executor,
  id: number,
  scope: repo.OrderScope,
  include: { items: boolean; payments: boolean } = { items: true, payments: true },
): Promise<OrderView | undefined> {
  // The three reads go out together; items and payments of an order out of scope are dropped.
  const [order, items, payments] = await Promise.all([
    repo.findOrder(db, id, scope),
    include.items ? repo.itemsOf(db, [id]) : undefined,
    include.payments ? repo.paymentsOf(db, [id]) : undefined,
  ]);
  if (!order) return undefined;
  if (items) order.items = items.get(id) ?? [];
  if (payments) order.payments = payments.get(id) ?? [];
  return order;
}

export async function list(db: Executor, viewer: Viewer, query: OrderListQuery): Promise<OrderList> {
  const { rows, total } = await repo.listOrders(db, query, scopeOf(viewer));
  const ids = rows.map((r) => r.id);
  const [items, payments] = await Promise.all([
    query.includeItems ? repo.itemsOf(db, ids) : undefined,
    query.includePayments ? repo.paymentsOf(db, ids) : undefined,
  ]);
  for (const row of rows) {
    if (items) row.items = items.get(row.id) ?? [];
    if (payments) row.payments = payments.get(row.id) ?? [];
  }
  return { items: rows, pagination: paginationOf(query.page, query.limit, total) };
}

export async function get(db: Executor, viewer: Viewer, id: number): Promise<OrderView> {
  const order = await loadOrder(db, id, scopeOf(viewer));
  if (!order) throw notFound('order');
  return order;
}

export async function stats(db: Executor, viewer: Viewer, filters: OrderFilters): Promise<OrderStats> {
  return repo.orderStats(db, filters, scopeOf(viewer));
}
