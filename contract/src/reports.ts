/**
 * Reports (ADMIN and above): the date range query, the row and summary shapes, and the CSV
 * column lists the export uses. Dates default to the current month on the server.
 */
import * as v from 'valibot';
import { isoMoment, pageQuery, paginationAnswer, qDate } from './common';
import { route } from './route';
import { ADMINS, DATE_YEARS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './rules';
import { EXPORT_LANGUAGES } from './bulk';

/** A date (yyyy-MM-dd) or a date-time, kept as text (the server reads a plain date as a whole UTC day). */
const reportDate = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be a date`),
      v.check((s) => v.safeParse(qDate(field), s).success, `${field} must be a valid date (ISO 8601) between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}`),
    ),
  );

const range = {
  /** A date (yyyy-MM-dd: from the start of that day, UTC) or a date-time. */
  startDate: reportDate('startDate'),
  /** A date (yyyy-MM-dd: through the end of that day, UTC) or a date-time (inclusive). */
  endDate: reportDate('endDate'),
  format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
  /** The language of a CSV's headers and words (statuses, methods, yes and no): the web's chosen one. */
  lang: v.optional(v.picklist(EXPORT_LANGUAGES, `lang must be one of ${EXPORT_LANGUAGES.join(', ')}`), 'en'),
};

export const reportQuery = v.object({ ...range });
export type ReportQuery = v.InferOutput<typeof reportQuery>;

export const purchaseReportQuery = v.object({ ...range, ...pageQuery });
export type PurchaseReportQuery = v.InferOutput<typeof purchaseReportQuery>;

export const purchaseRow = v.strictObject({
  orderNumber: v.string(),
  poNumber: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  itemName: v.string(),
  sku: v.nullable(v.string()),
  quantity: v.number(),
  unitPrice: v.number(),
  totalPrice: v.number(),
  vendor: v.string(),
  chapter: v.string(),
  chapterLocation: v.string(),
  orderDate: isoMoment,
  orderStatus: v.picklist(ORDER_STATUSES),
});
export type PurchaseRow = v.InferOutput<typeof purchaseRow>;
export const purchaseSummary = v.strictObject({
  totalValue: v.number(),
  totalQuantity: v.number(),
  totalOrders: v.number(),
  averageOrderValue: v.number(),
});
export type PurchaseSummary = v.InferOutput<typeof purchaseSummary>;
export const purchaseReport = v.strictObject({ rows: v.array(purchaseRow), pagination: paginationAnswer, summary: purchaseSummary });
export type PurchaseReport = v.InferOutput<typeof purchaseReport>;

export const categoryRow = v.strictObject({
  categoryId: v.nullable(v.number()),
  categoryName: v.string(),
  totalValue: v.number(),
  totalQuantity: v.number(),
  totalOrders: v.number(),
  uniqueProducts: v.number(),
  uniqueChapters: v.number(),
  averageOrderValue: v.number(),
});
export type CategoryRow = v.InferOutput<typeof categoryRow>;
export const categoryReport = v.strictObject({
  rows: v.array(categoryRow),
  summary: v.strictObject({ totalCategories: v.number(), totalValue: v.number(), totalQuantity: v.number(), totalOrders: v.number() }),
});
export type CategoryReport = v.InferOutput<typeof categoryReport>;

export const paymentRow = v.strictObject({
  paymentId: v.number(),
  amount: v.number(),
  fee: v.number(),
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  status: v.picklist(PAYMENT_STATUSES),
  vendorName: v.nullable(v.string()),
  chapterName: v.string(),
  paymentDate: isoMoment,
  retryCount: v.number(),
  isScheduled: v.boolean(),
});
export type PaymentRow = v.InferOutput<typeof paymentRow>;
export const paymentReport = v.strictObject({
  rows: v.array(paymentRow),
  summary: v.strictObject({ totalPayments: v.number(), totalAmount: v.number(), successRate: v.number(), totalFees: v.number() }),
});
export type PaymentReport = v.InferOutput<typeof paymentReport>;

export const revenueDay = v.strictObject({ date: v.string(), orders: v.number(), revenue: v.number() });
export type RevenueDay = v.InferOutput<typeof revenueDay>;
export const revenueByDay = v.strictObject({ rows: v.array(revenueDay) });
export type RevenueByDay = v.InferOutput<typeof revenueByDay>;

/**
 * The overview cards of a date range: the people, chapters, vendors and categories with orders
 * in it (cancelled ones left out), and the events held in it (any day of the event inside the range).
 */
export const reportOverview = v.strictObject({
  users: v.number(),
  chapters: v.number(),
  vendors: v.number(),
  categories: v.number(),
  events: v.number(),
  activeEvents: v.number(),
});
export type ReportOverview = v.InferOutput<typeof reportOverview>;

export const REPORT_FILE_NAMES = { purchases: 'purchase-report', categories: 'category-report', payments: 'payment-report' } as const;

/**
 * The reports (ADMIN and above). With format=csv the first three answer a CSV file instead of the
 * envelope; the answer schema is the JSON one.
 */
const tag = 'reports';
export const reportRoutes = {
  purchases: route({ method: 'GET', path: '/reports/purchases', access: ADMINS, tag, summary: 'Purchases in a date range, line by line (JSON page or CSV)', query: purchaseReportQuery, answer: purchaseReport, errors: [] }),
  categories: route({ method: 'GET', path: '/reports/categories', access: ADMINS, tag, summary: 'Purchases in a date range by category (JSON or CSV)', query: reportQuery, answer: categoryReport, errors: [] }),
  payments: route({ method: 'GET', path: '/reports/payments', access: ADMINS, tag, summary: 'Payments in a date range (JSON or CSV)', query: reportQuery, answer: paymentReport, errors: [] }),
  overview: route({ method: 'GET', path: '/reports/overview', access: ADMINS, tag, summary: 'The overview figures of a date range', query: reportQuery, answer: reportOverview, errors: [] }),
  revenueByDay: route({ method: 'GET', path: '/reports/revenue-by-day', access: ADMINS, tag, summary: 'Orders and revenue for every day of a date range', query: reportQuery, answer: revenueByDay, errors: [] }),
};
