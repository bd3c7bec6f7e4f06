/**
 * The search part of an admin list's address, checked by valibot alone: route definitions load
 * with the router on every first screen, so they take their schemas from here and never from a
 * list's API module (the HTTP client, query keys and mutations load with the screen).
 */
import * as v from 'valibot';
import { ADMIN_PAGE_SIZES, SORT_ORDERS } from '@portal/contract/rules';

export type SortOrder = (typeof SORT_ORDERS)[number];

/** A value as the router reads it from the address. */
type SearchValue = string | number | boolean;

/** A filter read from the address (undefined when absent or not acceptable). */
type FilterSchema = v.GenericSchema<unknown, SearchValue | undefined>;

/**
 * The router reads `?vendorId=2&isActive=true` as a number and a boolean: a filter checks their
 * text and keeps the value as read (so the address is written back the same way); anything else
 * (objects, lists) or text the check refuses is dropped.
 */
const asText = (check: (s: string) => boolean): FilterSchema =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.check((x) => check(String(x).trim())),
      ),
    ),
    undefined,
  ) as FilterSchema;

/** The kinds of filter an admin list has. */
export const filter = {
  /** Free text (search, city): at most 100 characters. */
  text: () => asText((s) => s.length <= 100),
  /** A record id. */
  id: () => asText((s) => /^[1-9]\d{0,9}$/.test(s)),
  /** 'true' or 'false' (the All/Active/Inactive selects). */
  flag: () => asText((s) => s === 'true' || s === 'false'),
  /** A day, yyyy-mm-dd (date inputs). */
  day: () => asText((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(new Date(`${s}T00:00:00`).getTime())),
  /** A day and time as a datetime-local input gives it. */
  dateTime: () => asText((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(s)),
  /** A dollar amount as typed (up to 2 decimals). */
  amount: () => asText((s) => /^\d{0,9}(\.\d{0,2})?$/.test(s)),
  /** One of a fixed list. */
  oneOf: (values: readonly string[]) => asText((s) => values.includes(s)),
};

/** What an admin list's address may carry: its filters, the sorts the API offers, and its default order. */
export interface SearchFields<F extends Record<string, string>> {
  /** Each filter's check; every filter is text, '' meaning 'any'. */
  filters: { [K in keyof F]: FilterSchema };
  /** The fields the API can sort this list by. */
  sorts: readonly string[];
  /** The API's own order when the address names none. */
  defaultSort?: { sortBy: string; sortOrder: SortOrder };
}

/**
 * The back-office screens whose address the kit reads and writes: each route's id (what it reads
 * its search from) and the path it answers at (what it navigates from, so the router types the
 * search it writes).
 */
export const ADDRESS_PATHS = {
  '/_app/admin/chapters': '/admin/chapters',
  '/_app/admin/events': '/admin/events',
  '/_app/admin/orders': '/admin/orders',
  '/_app/admin/products': '/admin/products',
  '/_app/admin/users': '/admin/users',
  '/_app/admin/vendors': '/admin/vendors',
  '/_app/admin/reports': '/admin/reports',
  '/_app/admin/system/audit': '/admin/system/audit',
  '/_app/admin/system/categories': '/admin/system/categories',
  '/_app/admin/system/tags': '/admin/system/tags',
} as const;
export type AddressRoute = keyof typeof ADDRESS_PATHS;

/** The search part of an admin list's address, as validated. */
export type ListSearch = Record<string, SearchValue | undefined>;

/** For the route's validateSearch: values the screen would not offer are dropped, never an error page. */
export function searchSchema(fields: SearchFields<Record<string, string>>): v.GenericSchema<unknown, ListSearch> {
  return v.object({
    ...(fields.filters as Record<string, FilterSchema>),
    sortBy: asText((s) => fields.sorts.includes(s)),
    sortOrder: asText((s) => (SORT_ORDERS as readonly string[]).includes(s)),
    page: pageField(),
    pageSize: pageSizeField(),
  }) as unknown as v.GenericSchema<unknown, ListSearch>;
}

/** A page number in the address (1-based); anything else is dropped. */
export const pageField = () => v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))), undefined);

/** A page size the screens offer; anything else is dropped. */
export const pageSizeField = () =>
  v.fallback(v.optional(v.pipe(v.number(), v.check((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n)))), undefined);
