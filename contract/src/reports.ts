/**
 * Reports (ADMIN and above): the date range query, the row and summary shapes, and the CSV
 * column lists the export uses. Dates default to the current month on the server.
 */
import * as v from 'valibot';
import { pageQuery, qDate, type Pagination } from './common';
import { DATE_YEARS, type OrderStatus, type PaymentMethod, type PaymentStatus } from './rules';

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
};

export const reportQuery = v.object({ ...range });
export type ReportQuery = v.InferOutput<typeof reportQuery>;

export const purchaseReportQuery = v.object({ ...range, ...pageQuery });
export type PurchaseReportQuery = v.InferOutput<typeof purchaseReportQuery>;

export interface PurchaseRow {
  orderNumber: string;
  poNumber: string | null;
  notes: string | null;
  itemName: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  vendor: string;
  chapter: string;
  chapterLocation: string;
  orderDate: string;
  orderStatus: OrderStatus;
}
export interface PurchaseSummary {
  totalValue: number;
  totalQuantity: number;
  totalOrders: number;
  averageOrderValue: number;
}
export interface PurchaseReport {
  rows: PurchaseRow[];
  pagination: Pagination;
  summary: PurchaseSummary;
}

export interface CategoryRow {
  categoryId: number | null;
  categoryName: string;
  totalValue: number;
  totalQuantity: number;
  totalOrders: number;
  uniqueProducts: number;
  uniqueChapters: number;
  averageOrderValue: number;
}
export interface CategoryReport {
  rows: CategoryRow[];
  summary: { totalCategories: number; totalValue: number; totalQuantity: number; totalOrders: number };
}

export interface PaymentRow {
  paymentId: number;
  amount: number;
  fee: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  vendorName: string | null;
  chapterName: string;
  paymentDate: string;
  retryCount: number;
  isScheduled: boolean;
}
export interface PaymentReport {
  rows: PaymentRow[];
  summary: { totalPayments: number; totalAmount: number; successRate: number; totalFees: number };
}

export interface RevenueDay {
  date: string;
  orders: number;
  revenue: number;
}

export const REPORT_FILE_NAMES = { purchases: 'purchase-report', categories: 'category-report', payments: 'payment-report' } as const;
