/**
 * CSV import of products: the columns of the file (also the template's header), its limits, the
 * query and the report the API answers for a dry run and for an applied file alike.
 * Prices in the file are dollars as a person types them ("12.50", "12,50", "1.234,50"), read by
 * the one reader of typed amounts (decision 024); the API stores cents.
 */
import * as v from 'valibot';
import { qBool } from './common';
import { AMOUNT_MESSAGES, amountMessageOf, type AmountField, type AmountProblem } from './amounts';
import { ruleOf } from './field-rules';
import { FIELD_RULES } from './field-rule-texts';
import { csvFields, type ResourceDescription } from './resource';
import { PRODUCT_RESOURCE, VENDOR_RESOURCE } from './resources';
import { route } from './route';
import { ADMINS } from './rules';

/** The import column a described field is read back as ('name' for `csv: { import: 'name' }`). */
type ImportNameOf<F> = F extends { csv: { import: infer N extends string } } ? N : never;
/** A description's import columns in the export's order. */
const importColumnsOf = <C extends string>(d: ResourceDescription): C[] => csvFields(d).flatMap(({ importAs }) => (importAs ? [importAs as C] : []));

/**
 * Products: the columns are the product description's (resources.ts), each exported field read
 * back, in the export's order. The template leaves out the ID, which only finds a product without
 * a SKU when an export comes back. sku, name, price and vendor are required in the header.
 */
export type ProductImportColumn = Exclude<ImportNameOf<(typeof PRODUCT_RESOURCE)['fields'][number]>, 'id'>;
export const PRODUCT_IMPORT_COLUMNS: readonly ProductImportColumn[] = importColumnsOf<ProductImportColumn | 'id'>(PRODUCT_RESOURCE).filter((c): c is ProductImportColumn => c !== 'id');
export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportColumn[] = ['sku', 'name', 'price', 'vendor'];
/** Separates several categories or tags in one cell ("Paper|Office"). */
export const IMPORT_LIST_SEPARATOR = '|';
/** What a cell of categories or tags is split at: the template's | and the list export's ; alike. */
export const IMPORT_LIST_SPLIT = /[|;]/;
/** An active cell's words, in either language, as a person or the list export writes them. */
export const IMPORT_ACTIVE_WORDS: Readonly<Record<string, boolean>> = {
  true: true, yes: true, y: true, '1': true, active: true, 'sí': true, si: true, activo: true,
  false: false, no: false, n: false, '0': false, inactive: false, inactivo: false,
};
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** A cell of a CSV line: quoted when it holds a comma, a quote or a line break. */
const csvText = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** An import template: the header of `columns` and one sample row with a value for each. */
const templateOf = <C extends string>(columns: readonly C[], sample: Record<C, string>): string =>
  `${columns.join(',')}\r\n${columns.map((c) => csvText(sample[c])).join(',')}\r\n`;

/** What the template's sample row names: the server fills it from the catalogue, so the row passes a dry run. */
export interface ProductTemplateNames {
  sku: string;
  vendor: string;
  categories: string[];
  tags: string[];
}

/** The product template: the header and one sample row naming the given vendor, categories and tags. */
export function productImportTemplate(names: ProductTemplateNames): string {
  const sample: Record<ProductImportColumn, string> = {
    name: 'Letter paper (500 sheets)',
    sku: names.sku,
    description: 'Bright white 20 lb copy paper',
    price: '12.50',
    packSize: '5',
    vendor: names.vendor,
    categories: names.categories.join(IMPORT_LIST_SEPARATOR),
    tags: names.tags.join(IMPORT_LIST_SEPARATOR),
    active: 'true',
  };
  return templateOf(PRODUCT_IMPORT_COLUMNS, sample);
}

/** The template for a catalogue without the names it needs (the server's has real ones). */
export const PRODUCT_IMPORT_TEMPLATE = productImportTemplate({ sku: 'SKU-1001', vendor: 'Acme Supplies', categories: ['Paper', 'Office'], tags: ['bestseller'] });

export const importQuery = v.object({
  dryRun: v.optional(qBool('dryRun'), false),
  /**
   * Apply the rows without errors and leave the others out, whole (the admin's choice after a dry
   * run). Without it a file with any row in error writes nothing.
   */
  validOnly: v.optional(qBool('validOnly'), false),
});
export type ImportQuery = v.InferOutput<typeof importQuery>;

export type ImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

/**
 * Refusals that belong to the import itself (the fields' own rules answer with the forms'
 * messages): their English text, with {placeholders} filled from the error's params. A client
 * words them in its own language by code.
 */
export const IMPORT_ROW_MESSAGES = {
  VENDOR_AMBIGUOUS: 'More than one vendor has this name; use the vendor id',
  UNKNOWN_CATEGORY: 'Unknown category: {names}',
  UNKNOWN_TAG: 'Unknown tag: {names}',
  ACTIVE_FLAG: 'active must be true or false',
  SKU_REQUIRED: 'SKU is required to import a product',
  REPEATED_IN_FILE: '{key} is already on line {line} of the file',
  // A typed amount refused by the one reader of amounts (decision 024); {field} is the column.
  AMOUNT_FORMAT: AMOUNT_MESSAGES.format,
  AMOUNT_WHOLE_FORMAT: AMOUNT_MESSAGES.formatWhole,
  AMOUNT_NEGATIVE: AMOUNT_MESSAGES.negative,
  AMOUNT_FRACTION: AMOUNT_MESSAGES.fraction,
  AMOUNT_TOO_LARGE: AMOUNT_MESSAGES.tooLarge,
  // The product and vendor forms' own rules (decision 034), worded and coded as a form's field is:
  // a length limit is TOO_LONG with its max, the column is {field}.
  ...FIELD_RULES,
} as const;
export type ImportRowErrorCode = keyof typeof IMPORT_ROW_MESSAGES;
export type ImportRowParams = Record<string, string | number>;
export interface ImportRowError {
  code: ImportRowErrorCode;
  params?: ImportRowParams;
}

const AMOUNT_CODES = {
  format: 'AMOUNT_FORMAT',
  formatWhole: 'AMOUNT_WHOLE_FORMAT',
  formatRate: 'AMOUNT_FORMAT',
  negative: 'AMOUNT_NEGATIVE',
  fraction: 'AMOUNT_FRACTION',
  tooLarge: 'AMOUNT_TOO_LARGE',
  required: 'AMOUNT_FORMAT',
} as const;

/** The import refusal of an amount a cell holds, for a column of the given kind. */
export const amountRowError = (problem: AmountProblem, kind: AmountField, column: string): ImportRowError => ({
  code: AMOUNT_CODES[amountMessageOf(problem, kind)],
  params: { field: column },
});

/**
 * A field rule's refusal (a valibot issue of the form's body) as an import refusal: the rule's
 * code (decision 034), its figures, and the column as {field} where its words name the field.
 */
export function fieldRuleError(issue: v.BaseIssue<unknown>, column: string): ImportRowError {
  const { code, figures } = ruleOf(issue);
  const params = { ...(FIELD_RULES[code].includes('{field}') ? { field: column } : {}), ...figures };
  return Object.keys(params).length ? { code, params } : { code };
}

/** The English text of an import refusal. */
export function importRowMessage({ code, params = {} }: ImportRowError): string {
  return IMPORT_ROW_MESSAGES[code].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

const importRowError = v.strictObject({
  code: v.picklist(Object.keys(IMPORT_ROW_MESSAGES) as [ImportRowErrorCode, ...ImportRowErrorCode[]]),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

export const importRowResult = v.strictObject({
  /** The line of the file (the header is line 1). */
  line: v.number(),
  /** The row's key: the SKU of a product, the e-mail of a vendor. */
  sku: v.string(),
  name: v.string(),
  action: v.picklist(['create', 'update', 'unchanged', 'error'] as const satisfies readonly ImportRowAction[]),
  /** Field -> message (English), with the spec's wording where it gives one. */
  errors: v.optional(v.record(v.string(), v.string())),
  /** Field -> code and params of every field in `errors`: what a client words in its language. */
  errorCodes: v.optional(v.record(v.string(), importRowError)),
});
export type ImportRowResult = v.InferOutput<typeof importRowResult>;

export const importReport = v.strictObject({
  dryRun: v.boolean(),
  /** True once the file was written (never for a dry run, nor for a file with errors unless validOnly). */
  applied: v.boolean(),
  totalRows: v.number(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  errorRows: v.number(),
  /** Rows in error left out of an applied validOnly import (0 otherwise). */
  skipped: v.number(),
  /** The file's columns that are read only (a list export's ID, Created...): read past, named here. */
  ignoredColumns: v.array(v.string()),
  rows: v.array(importRowResult),
});
export type ImportReport = v.InferOutput<typeof importReport>;

/**
 * Why a file as a whole is refused (400, before any row is read): the error's code, and its
 * figures in the answer's data. The English texts are what the API's message says.
 */
export const IMPORT_FILE_MESSAGES = {
  IMPORT_FILE_EMPTY: 'The file is empty; it must be a CSV file with a header row',
  IMPORT_FILE_NOT_TEXT: 'The file is not a CSV text file (save it as CSV, UTF-8)',
  IMPORT_FILE_NOT_CSV: 'The file is not valid CSV: {reason}',
  IMPORT_UNKNOWN_COLUMNS: 'Unknown column(s): {columns}. The columns are: {expected}',
  IMPORT_MISSING_COLUMNS: 'Missing required column(s): {columns}',
  IMPORT_REPEATED_COLUMNS: 'Column(s) given twice: {columns}',
  IMPORT_NO_ROWS: 'The file has a header but no rows',
  IMPORT_TOO_MANY_ROWS: 'The file has more than {max} rows; split it into smaller files',
} as const;
export type ImportFileErrorCode = keyof typeof IMPORT_FILE_MESSAGES;

/** The English text of a file refusal. */
export function importFileMessage(code: ImportFileErrorCode, params: ImportRowParams = {}): string {
  return IMPORT_FILE_MESSAGES[code].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

/**
 * Vendors: keyed by e-mail (unique). The columns are the vendor description's (resources.ts): each
 * exported field read back, in the export's order, required when the form requires it. Bank
 * details are never imported: they are write-only secrets entered one vendor at a time in the form.
 */
export type VendorImportColumn = ImportNameOf<(typeof VENDOR_RESOURCE)['fields'][number]>;
export const VENDOR_IMPORT_COLUMNS: readonly VendorImportColumn[] = importColumnsOf<VendorImportColumn>(VENDOR_RESOURCE);
export const VENDOR_IMPORT_REQUIRED: readonly VendorImportColumn[] = csvFields(VENDOR_RESOURCE).flatMap(({ field, importAs }) => (importAs && field.form?.required ? [importAs as VendorImportColumn] : []));
/** The template's sample row: a value for every column (a column added to the description needs one here). */
const VENDOR_SAMPLE: Record<VendorImportColumn, string> = {
  email: 'orders@acme.example',
  name: 'Acme Supplies',
  contactName: 'Jane Doe',
  phone: '+1 512 555 0100',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  taxId: '12-3456789',
  minOrder: '50.00',
  active: 'true',
};
export const VENDOR_IMPORT_TEMPLATE = templateOf(VENDOR_IMPORT_COLUMNS, VENDOR_SAMPLE);

/** A file refused as a whole, a file with errors left unapplied, or a key taken meanwhile. */
const IMPORT_ERRORS = [...(Object.keys(IMPORT_FILE_MESSAGES) as ImportFileErrorCode[]), 'IMPORT_HAS_ERRORS'] as const;

/**
 * CSV imports: the file is the body, as text/csv (or text/plain) or the multipart field `file`,
 * at most IMPORT_MAX_BYTES; it is read by the handler, not by a schema. The template is a CSV file.
 */
const csvUpload = (columns: readonly string[]) => ({
  types: ['text/csv', 'text/plain', 'multipart/form-data'],
  field: 'file',
  description: `A CSV file (UTF-8, header row first, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS} rows) with the columns ${columns.join(', ')}`,
});

export const importRoutes = {
  productTemplate: route({ method: 'GET', path: '/products/import/template', access: ADMINS, tag: 'products', summary: 'The product import template as CSV, its sample row naming this catalogue', answer: null, file: 'text/csv', errors: [] }),
  products: route({ method: 'POST', path: '/products/import', access: ADMINS, tag: 'products', summary: 'Check or import products from a CSV file (text/csv body or multipart field file)', query: importQuery, upload: csvUpload(PRODUCT_IMPORT_COLUMNS), answer: importReport, errors: [...IMPORT_ERRORS, 'SKU_EXISTS'] }),
  vendorTemplate: route({ method: 'GET', path: '/vendors/import/template', access: ADMINS, tag: 'vendors', summary: 'The vendor import template as CSV', answer: null, file: 'text/csv', errors: [] }),
  vendors: route({ method: 'POST', path: '/vendors/import', access: ADMINS, tag: 'vendors', summary: 'Check or import vendors from a CSV file (text/csv body or multipart field file)', query: importQuery, upload: csvUpload(VENDOR_IMPORT_COLUMNS), answer: importReport, errors: [...IMPORT_ERRORS, 'EMAIL_EXISTS'] }),
};
