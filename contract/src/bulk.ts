/**
 * Bulk actions and CSV exports of the back-office lists. A bulk request names its rows either by
 * id or by the list's filter (every row matching it, not only the page shown); the answer says,
 * per row, whether the action was done and, when not, the server's reason. An export takes the
 * list's own query (its filters and sort), optionally narrowed to ids, and a language for the
 * header row.
 */
import * as v from 'valibot';
import { chapterListQuery } from './chapters';
import { eventListQuery } from './events';
import { orderListQuery } from './orders';
import { productListQuery } from './products';
import { route } from './route';
import { ADMINS, ORDER_STATUSES } from './rules';
import { usersListQuery } from './users';
import { vendorListQuery } from './vendors';

/** The most rows one bulk request may touch (a filter matching more is refused: narrow it). */
export const BULK_MAX = 1000;

export const BULK_RESOURCES = ['products', 'vendors', 'users', 'events', 'orders'] as const;
export type BulkResource = (typeof BULK_RESOURCES)[number];

export const BULK_ACTIONS = {
  products: ['activate', 'deactivate', 'delete'],
  vendors: ['activate', 'deactivate', 'delete'],
  users: ['activate', 'deactivate', 'delete'],
  events: ['activate', 'deactivate', 'delete'],
  orders: ['status'],
} as const satisfies Record<BulkResource, readonly [string, ...string[]]>;
export type BulkAction<R extends BulkResource = BulkResource> = (typeof BULK_ACTIONS)[R][number];

const id = v.pipe(v.number('ids must be a list of ids'), v.integer('ids must be a list of ids'), v.minValue(1, 'ids must be a list of ids'), v.maxValue(2_147_483_647, 'ids must be a list of ids'));

/** A list filter as the list's query string has it; the server checks it with that list's query schema. */
const filterValue = v.union([v.string(), v.number(), v.boolean()], 'filter values must be text, numbers or true/false');

export const bulkBody = <const A extends readonly [string, ...string[]]>(actions: A) =>
  v.pipe(
    v.strictObject({
      action: v.picklist(actions, `action must be one of ${actions.join(', ')}`),
      ids: v.optional(
        v.pipe(
          v.array(id, 'ids must be a list of ids'),
          v.minLength(1, 'ids must name at least one row'),
          v.maxLength(BULK_MAX, `ids may hold at most ${BULK_MAX} ids`),
          v.transform((list) => [...new Set(list)]),
        ),
      ),
      filter: v.optional(v.record(v.string(), filterValue, 'filter must be an object of list filters')),
      /** The new status (action 'status', orders). */
      status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
    }),
    v.forward(
      v.check((b) => (b.ids === undefined) !== (b.filter === undefined), 'Give either ids or filter (exactly one)'),
      ['ids'],
    ),
    v.forward(
      v.check((b) => (b.action === 'status') === (b.status !== undefined), 'status is required for the status action, and only for it'),
      ['status'],
    ),
  );
export type BulkBody = {
  action: string;
  ids?: number[];
  filter?: Record<string, string | number | boolean>;
  status?: (typeof ORDER_STATUSES)[number];
};

export const bulkFailure = v.strictObject({
  id: v.number(),
  /** The row's name as the list shows it, when the row exists. */
  label: v.optional(v.string()),
  message: v.string(),
  code: v.string(),
  /** The refusal's figures, as in a single refusal's envelope data (NOT_CANCELLABLE: status; HAS_PRODUCTS: kind, count). */
  data: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type BulkFailure = v.InferOutput<typeof bulkFailure>;

export const bulkResult = v.strictObject({
  action: v.string(),
  /** How many rows the request named. */
  requested: v.number(),
  /** The rows the action changed. */
  succeeded: v.array(v.number()),
  /** The rows that already were as asked (an inactive row deactivated, an order set to its own status): left alone. */
  unchanged: v.array(v.number()),
  failed: v.array(bulkFailure),
});
export type BulkResult = v.InferOutput<typeof bulkResult>;

export const EXPORT_LANGUAGES = ['en', 'es'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** What an export adds to a list's query: the rows (comma-separated ids) and the header language. */
export const exportExtras = v.object({
  ids: v.optional(
    v.pipe(
      v.string('ids must be a comma-separated list of ids'),
      v.regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be a comma-separated list of ids'),
      v.transform((s) => [...new Set(s.split(',').map(Number))]),
      v.check((list) => list.every((n) => n >= 1 && n <= 2_147_483_647), 'ids must be a comma-separated list of ids'),
      v.maxLength(BULK_MAX, `ids may hold at most ${BULK_MAX} ids`),
    ),
  ),
  lang: v.optional(v.picklist(EXPORT_LANGUAGES, `lang must be one of ${EXPORT_LANGUAGES.join(', ')}`), 'en'),
});
export type ExportExtras = v.InferOutput<typeof exportExtras>;

/** A list's query plus the export's extras, checked together. */
export const exportQuery = <S extends v.GenericSchema>(listQuery: S) => v.intersect([listQuery, exportExtras]);

/** The file names of the exports: {base}-yyyy-MM-dd.csv. */
export const EXPORT_FILE_NAMES = {
  products: 'products',
  vendors: 'vendors',
  users: 'users',
  events: 'events',
  orders: 'orders',
  chapters: 'chapters',
} as const;
export type ExportResource = keyof typeof EXPORT_FILE_NAMES;

const LIST_QUERIES = {
  products: productListQuery,
  vendors: vendorListQuery,
  users: usersListQuery,
  events: eventListQuery,
  orders: orderListQuery,
  chapters: chapterListQuery,
} as const;

/** A list's export: its query and the export's extras; a CSV file, not the envelope. */
const exportRoute = <const R extends ExportResource>(name: R) =>
  route({
    method: 'GET',
    path: `/${name}/export.csv`,
    access: ADMINS,
    tag: name,
    summary: `The ${name} matching the filters as CSV`,
    query: exportQuery(LIST_QUERIES[name]),
    answer: null,
    file: 'text/csv',
    errors: [],
  });

/**
 * A list's bulk action: each row's outcome in the answer, a refusal of the request itself only for
 * its body. The lists share one body type (an action by name); each list's schema checks the name.
 */
const bulkRoute = <const R extends BulkResource>(name: R) => {
  const body: v.GenericSchema<BulkBody, BulkBody> = bulkBody(BULK_ACTIONS[name]);
  return route({
    method: 'POST',
    path: `/${name}/bulk`,
    access: ADMINS,
    tag: name,
    summary: `One action on many ${name}`,
    body,
    answer: bulkResult,
    errors: [],
  });
};

/** The bulk actions of the back-office lists, by list. */
export const bulkRoutes = {
  products: bulkRoute('products'),
  vendors: bulkRoute('vendors'),
  users: bulkRoute('users'),
  events: bulkRoute('events'),
  orders: bulkRoute('orders'),
};

/** The CSV exports of the back-office lists, by list. */
export const exportRoutes = {
  products: exportRoute('products'),
  vendors: exportRoute('vendors'),
  users: exportRoute('users'),
  events: exportRoute('events'),
  orders: exportRoute('orders'),
  chapters: exportRoute('chapters'),
};
