/** Report rules: the date range (default: this month, UTC), summaries, and the CSV layouts. */
import type { Executor } from '@portal/db';
import { paginationOf } from '@portal/contract/common';
import type { CategoryReport, CategoryRow, PaymentReport, PaymentRow, PurchaseReport, PurchaseRow, RevenueDay } from '@portal/contract/reports';
import { dollars, toCsv, type CsvColumn } from '../../lib/csv';
import * as repo from './reports.repo';

const DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only end covers that whole day; a date-time end is inclusive. */
export function resolveRange(startDate: string | undefined, endDate: string | undefined, now: Date = new Date()): repo.Range {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const start = startDate ? new Date(startDate) : monthStart;
  let end = nextMonth;
  if (endDate) end = new Date(new Date(endDate).getTime() + (DATE_ONLY.test(endDate) ? DAY : 1));
  return { start, end };
}

const average = (value: number, count: number) => (count ? Math.round(value / count) : 0);

export async function purchases(db: Executor, range: repo.Range, page?: { page: number; limit: number }): Promise<PurchaseReport> {
  const [rows, totals] = await Promise.all([
    repo.purchaseRows(db, range, page && { limit: page.limit, offset: (page.page - 1) * page.limit }),
    repo.purchaseTotals(db, range),
  ]);
  return {
    rows,
    pagination: paginationOf(page?.page ?? 1, page?.limit ?? Math.max(1, totals.lines), totals.lines),
    summary: {
      totalValue: totals.totalValue,
      totalQuantity: totals.totalQuantity,
      totalOrders: totals.totalOrders,
      averageOrderValue: average(totals.totalValue, totals.totalOrders),
    },
  };
}

export async function categories(db: Executor, range: repo.Range): Promise<CategoryReport> {
  const [rows, totals] = await Promise.all([repo.categoryRows(db, range), repo.purchaseTotals(db, range)]);
  return {
    rows: rows.map((r) => ({ ...r, averageOrderValue: average(r.totalValue, r.totalOrders) })),
    // Totals count each line once, even when its product sits in several categories.
    summary: { totalCategories: rows.length, totalValue: totals.totalValue, totalQuantity: totals.totalQuantity, totalOrders: totals.totalOrders },
  };
}

export async function payments(db: Executor, range: repo.Range): Promise<PaymentReport> {
  const rows = await repo.paymentRows(db, range);
  const completed = rows.filter((r) => r.status === 'COMPLETED').length;
  return {
    rows,
    summary: {
      totalPayments: rows.length,
      totalAmount: rows.reduce((s, r) => s + r.amount, 0),
      successRate: rows.length ? Math.round((completed * 1000) / rows.length) / 10 : 0,
      totalFees: rows.reduce((s, r) => s + r.fee, 0),
    },
  };
}

/** Every day of the range, zeros included, so a chart has no gaps. */
export async function revenueByDay(db: Executor, range: repo.Range): Promise<RevenueDay[]> {
  const found = new Map((await repo.revenueByDay(db, range)).map((d) => [d.date, d]));
  const days: RevenueDay[] = [];
  const first = Date.UTC(range.start.getUTCFullYear(), range.start.getUTCMonth(), range.start.getUTCDate());
  for (let t = first; t < range.end.getTime() && days.length < 3700; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push(found.get(date) ?? { date, orders: 0, revenue: 0 });
  }
  return days;
}

const purchaseColumns: CsvColumn<PurchaseRow>[] = [
  { header: 'Item Name', value: (r) => r.itemName },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Quantity', value: (r) => r.quantity },
  { header: 'Unit Price', value: (r) => dollars(r.unitPrice) },
  { header: 'Total Price', value: (r) => dollars(r.totalPrice) },
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Chapter', value: (r) => r.chapter },
  { header: 'Chapter Location', value: (r) => r.chapterLocation },
  { header: 'Order Date', value: (r) => r.orderDate },
  { header: 'Order Status', value: (r) => r.orderStatus },
  { header: 'Order Number', value: (r) => r.orderNumber },
  { header: 'PO Number', value: (r) => r.poNumber ?? '' },
  { header: 'Notes', value: (r) => r.notes ?? '' },
];

const categoryColumns: CsvColumn<CategoryRow>[] = [
  { header: 'Category ID', value: (r) => r.categoryId },
  { header: 'Category', value: (r) => r.categoryName },
  { header: 'Total Value', value: (r) => dollars(r.totalValue) },
  { header: 'Total Quantity', value: (r) => r.totalQuantity },
  { header: 'Total Orders', value: (r) => r.totalOrders },
  { header: 'Unique Products', value: (r) => r.uniqueProducts },
  { header: 'Unique Chapters', value: (r) => r.uniqueChapters },
  { header: 'Average Order Value', value: (r) => dollars(r.averageOrderValue) },
];

const paymentColumns: CsvColumn<PaymentRow>[] = [
  { header: 'Payment ID', value: (r) => r.paymentId },
  { header: 'Amount', value: (r) => dollars(r.amount) },
  { header: 'Fee', value: (r) => dollars(r.fee) },
  { header: 'Method', value: (r) => r.method },
  { header: 'Status', value: (r) => r.status },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'Chapter', value: (r) => r.chapterName },
  { header: 'Payment Date', value: (r) => r.paymentDate },
  { header: 'Retry Count', value: (r) => r.retryCount },
  { header: 'Scheduled', value: (r) => (r.isScheduled ? 'Yes' : 'No') },
];

export const csv = {
  purchases: (rows: PurchaseRow[]) => toCsv(purchaseColumns, rows),
  categories: (rows: CategoryRow[]) => toCsv(categoryColumns, rows),
  payments: (rows: PaymentRow[]) => toCsv(paymentColumns, rows),
};
