/**
 * CSV import of products: the columns of the file (also the template's header), its limits, the
 * query and the report the API answers for a dry run and for an applied file alike.
 * Prices in the file are dollars as a person types them ("12.50"); the API stores cents.
 */
import * as v from 'valibot';
import { qBool } from './common';

/** The template's columns, in order. sku, name, price and vendor are required in the header. */
export const PRODUCT_IMPORT_COLUMNS = ['sku', 'name', 'description', 'price', 'vendor', 'categories', 'tags', 'packSize', 'active'] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];
export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportColumn[] = ['sku', 'name', 'price', 'vendor'];
/** Separates several categories or tags in one cell ("Paper|Office"). */
export const IMPORT_LIST_SEPARATOR = '|';
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export const PRODUCT_IMPORT_TEMPLATE = [
  PRODUCT_IMPORT_COLUMNS.join(','),
  'SKU-1001,Letter paper (500 sheets),Bright white 20 lb copy paper,12.50,Acme Supplies,Paper|Office,bestseller,5,true',
].join('\r\n') + '\r\n';

export const importQuery = v.object({
  dryRun: v.optional(qBool('dryRun'), false),
});
export type ImportQuery = v.InferOutput<typeof importQuery>;

export type ImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

/**
 * Refusals that belong to the import itself (the fields' own rules answer with the forms'
 * messages): their English text, with {placeholders} filled from the error's params. A client
 * words them in its own language by code.
 */
export const IMPORT_ROW_MESSAGES = {
  VENDOR_NOT_FOUND: 'Vendor not found',
  VENDOR_AMBIGUOUS: 'More than one vendor has this name; use the vendor id',
  UNKNOWN_CATEGORY: 'Unknown category: {names}',
  UNKNOWN_TAG: 'Unknown tag: {names}',
  ACTIVE_FLAG: 'active must be true or false',
  SKU_REQUIRED: 'SKU is required to import a product',
  REPEATED_IN_FILE: '{key} is already on line {line} of the file',
} as const;
export type ImportRowErrorCode = keyof typeof IMPORT_ROW_MESSAGES;
export type ImportRowParams = Record<string, string | number>;
export interface ImportRowError {
  code: ImportRowErrorCode;
  params?: ImportRowParams;
}

/** The English text of an import refusal. */
export function importRowMessage({ code, params = {} }: ImportRowError): string {
  return IMPORT_ROW_MESSAGES[code].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

export interface ImportRowResult {
  /** The line of the file (the header is line 1). */
  line: number;
  /** The row's key: the SKU of a product, the e-mail of a vendor. */
  sku: string;
  name: string;
  action: ImportRowAction;
  /** Field -> message, with the spec's wording where it gives one. */
  errors?: Record<string, string>;
  /** Field -> code and params, for the fields whose message is one of IMPORT_ROW_MESSAGES. */
  errorCodes?: Record<string, ImportRowError>;
}

export interface ImportReport {
  dryRun: boolean;
  /** True once the file was written (never for a dry run or a file with errors). */
  applied: boolean;
  totalRows: number;
  created: number;
  updated: number;
  unchanged: number;
  errorRows: number;
  rows: ImportRowResult[];
}

/**
 * Vendors: keyed by e-mail (unique). Bank details are never imported: they are write-only
 * secrets entered one vendor at a time in the form.
 */
export const VENDOR_IMPORT_COLUMNS = ['email', 'name', 'contactName', 'phone', 'address', 'city', 'state', 'zipCode', 'taxId', 'minOrder', 'active'] as const;
export const VENDOR_IMPORT_REQUIRED: readonly string[] = ['email', 'name', 'contactName', 'address', 'city', 'state', 'zipCode'];
export const VENDOR_IMPORT_TEMPLATE = [
  VENDOR_IMPORT_COLUMNS.join(','),
  'orders@acme.example,Acme Supplies,Jane Doe,+1 512 555 0100,1 Main St,Austin,TX,73301,12-3456789,50.00,true',
].join('\r\n') + '\r\n';
