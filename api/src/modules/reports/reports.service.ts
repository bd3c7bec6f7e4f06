/**
 * Report rules: the date range (default: this month, UTC), summaries, and the CSV layouts, whose
 * headers and words (statuses, methods, yes and no) are in the language the web asks for.
 */
import type { Executor } from '@portal/db';
import type { ExportLanguage } from '@portal/contract/bulk';
import { paginationOf } from '@portal/contract/common';
import type { CategoryReport, CategoryRow, PaymentReport, PaymentRow, PurchaseReport, PurchaseRow, ReportOverview, RevenueDay } from '@portal/contract/reports';
import { dollars, toCsv, type CsvColumn } from '../../lib/csv';
import { EXPORT_LABELS, word, yes } from '../../lib/export-words';
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

/** The overview cards of the range (contract reportOverview). */
export const overview = (db: Executor, range: repo.Range): Promise<ReportOverview> => repo.overview(db, range);

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

type Column<T> = { header: Record<ExportLanguage, string>; value: (row: T, lang: ExportLanguage) => string | number | boolean | null | undefined };
const col = <T>(en: string, es: string, value: Column<T>['value']): Column<T> => ({ header: { en, es }, value });

const purchaseColumns: Column<PurchaseRow>[] = [
  col('Item Name', 'Artículo', (r) => r.itemName),
  col('SKU', 'SKU', (r) => r.sku),
  col('Quantity', 'Cantidad', (r) => r.quantity),
  col('Unit Price', 'Precio unitario', (r) => dollars(r.unitPrice)),
  col('Total Price', 'Precio total', (r) => dollars(r.totalPrice)),
  col('Vendor', 'Proveedor', (r) => r.vendor),
  col('Chapter', 'Capítulo', (r) => r.chapter),
  col('Chapter Location', 'Ubicación del capítulo', (r) => r.chapterLocation),
  col('Order Date', 'Fecha del pedido', (r) => r.orderDate),
  col('Order Status', 'Estado del pedido', (r, lang) => word(EXPORT_LABELS.orderStatus, r.orderStatus, lang)),
  col('Order Number', 'Número de pedido', (r) => r.orderNumber),
  col('PO Number', 'Número de orden de compra', (r) => r.poNumber ?? ''),
  col('Notes', 'Notas', (r) => r.notes ?? ''),
];

/** The row of products in no category, named as the report's screen names it. */
const UNCATEGORISED: Record<ExportLanguage, string> = { en: 'Uncategorized', es: 'Sin categoría' };

const categoryColumns: Column<CategoryRow>[] = [
  col('Category ID', 'ID de categoría', (r) => r.categoryId),
  col('Category', 'Categoría', (r, lang) => (r.categoryId === null ? UNCATEGORISED[lang] : r.categoryName)),
  col('Total Value', 'Valor total', (r) => dollars(r.totalValue)),
  col('Total Quantity', 'Cantidad total', (r) => r.totalQuantity),
  col('Total Orders', 'Total de pedidos', (r) => r.totalOrders),
  col('Unique Products', 'Productos distintos', (r) => r.uniqueProducts),
  col('Unique Chapters', 'Capítulos distintos', (r) => r.uniqueChapters),
  col('Average Order Value', 'Valor medio del pedido', (r) => dollars(r.averageOrderValue)),
];

const paymentColumns: Column<PaymentRow>[] = [
  col('Payment ID', 'Pago', (r) => r.paymentId),
  col('Amount', 'Importe', (r) => dollars(r.amount)),
  col('Fee', 'Comisión', (r) => dollars(r.fee)),
  col('Method', 'Método', (r, lang) => word(EXPORT_LABELS.paymentMethod, r.method, lang)),
  col('Status', 'Estado', (r, lang) => word(EXPORT_LABELS.paymentStatus, r.status, lang)),
  col('Vendor', 'Proveedor', (r) => r.vendorName),
  col('Chapter', 'Capítulo', (r) => r.chapterName),
  col('Payment Date', 'Fecha de pago', (r) => r.paymentDate),
  col('Retry Count', 'Reintentos', (r) => r.retryCount),
  col('Scheduled', 'Programado', (r, lang) => yes(r.isScheduled, lang)),
];

/** The columns in one language. */
const inLanguage = <T>(columns: Column<T>[], lang: ExportLanguage): CsvColumn<T>[] => columns.map((c) => ({ header: c.header[lang], value: (row: T) => c.value(row, lang) }));

/** A report as CSV, opening with a byte-order mark so a spreadsheet reads it as UTF-8 (accents intact). */
const csvOf = <T>(columns: Column<T>[], rows: T[], lang: ExportLanguage) => `\uFEFF${toCsv(inLanguage(columns, lang), rows)}`;

export const csv = {
  purchases: (rows: PurchaseRow[], lang: ExportLanguage = 'en') => csvOf(purchaseColumns, rows, lang),
  categories: (rows: CategoryRow[], lang: ExportLanguage = 'en') => csvOf(categoryColumns, rows, lang),
  payments: (rows: PaymentRow[], lang: ExportLanguage = 'en') => csvOf(paymentColumns, rows, lang),
};
