import { useQuery, type FetchQueryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, SORT_ORDERS } from '@portal/contract/rules';
import { settingsQuery } from '../system/settings-api';

/**
 * An admin list's state lives in the address: filters, sort, sort direction, page (1-based) and
 * page size, so a link opens the same view and a reload keeps it. Values the screen would not
 * offer are dropped to the defaults, never an error page.
 */

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

export interface ListSpecInput<F extends Record<string, string>, Q, K extends QueryKey = QueryKey> {
  /** Names the list in its query keys and tests. */
  name: string;
  /** Each filter's check; every filter is text, '' meaning 'any'. */
  filters: { [K in keyof F]: FilterSchema };
  /** The fields the API can sort this list by. */
  sorts: readonly string[];
  /** The API's own order when the address names none. */
  defaultSort?: { sortBy: string; sortOrder: SortOrder };
  /** The query a page of this list is read with. */
  query: (params: ListParams<F>) => UseQueryOptions<Q, Error, Q, K>;
}

/** What a list's query is built from. Page is 0-based here, 1-based in the address and the API. */
export interface ListParams<F> {
  page: number;
  pageSize: number;
  filters: F;
  sortBy: string;
  sortOrder: SortOrder | '';
}

/** The search part of an admin list's address, as validated. */
export type ListSearch = Record<string, SearchValue | undefined>;

export interface ListSpec<F extends Record<string, string>, Q, K extends QueryKey = QueryKey> extends ListSpecInput<F, Q, K> {
  /** For the route's validateSearch. */
  schema: v.GenericSchema<unknown, ListSearch>;
  /** Filters with nothing chosen. */
  noFilters: F;
}

export function listSpec<F extends Record<string, string>, Q, K extends QueryKey>(input: ListSpecInput<F, Q, K>): ListSpec<F, Q, K> {
  const noFilters = Object.fromEntries(Object.keys(input.filters).map((k) => [k, ''])) as F;
  const schema = v.object({
    ...(input.filters as Record<string, FilterSchema>),
    sortBy: asText((s) => input.sorts.includes(s)),
    sortOrder: asText((s) => (SORT_ORDERS as readonly string[]).includes(s)),
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))), undefined),
    pageSize: v.fallback(
      v.optional(v.pipe(v.number(), v.check((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n)))),
      undefined,
    ),
  }) as unknown as v.GenericSchema<unknown, ListSearch>;
  return { ...input, schema, noFilters };
}

/** The list's parameters from its validated search and the portal's default page size. */
export function paramsOf<F extends Record<string, string>>(spec: Pick<ListSpec<F, unknown>, 'noFilters' | 'defaultSort'>, search: ListSearch, defaultPageSize: number): ListParams<F> {
  const filters = { ...spec.noFilters };
  for (const key of Object.keys(spec.noFilters) as (keyof F & string)[]) {
    const value = search[key];
    if (value !== undefined) filters[key] = String(value).trim() as F[typeof key];
  }
  const sortBy = search.sortBy !== undefined ? String(search.sortBy) : (spec.defaultSort?.sortBy ?? '');
  const sortOrder = (search.sortOrder !== undefined ? String(search.sortOrder) : (spec.defaultSort?.sortOrder ?? '')) as SortOrder | '';
  return {
    page: typeof search.page === 'number' ? search.page - 1 : 0,
    pageSize: typeof search.pageSize === 'number' ? search.pageSize : defaultPageSize,
    filters,
    sortBy,
    sortOrder,
  };
}

/**
 * Text the router would read back as something else ('2', 'true') is written as that value, so
 * the address says `vendorId=2`, not `vendorId=%222%22`; the schema turns it back into text.
 */
const plain = (s: string): string | number | boolean => {
  if (s === 'true' || s === 'false') return s === 'true';
  if (/^(0|[1-9]\d{0,14})$/.test(s)) return Number(s);
  return s;
};

/** The address's search for a list state: defaults and empty filters are left out. */
export function searchOf<F extends Record<string, string>>(spec: Pick<ListSpec<F, unknown>, 'noFilters' | 'defaultSort'>, p: ListParams<F>, defaultPageSize: number) {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(p.filters)) if (value !== '') out[key] = plain(value);
  const isDefaultSort = p.sortBy === (spec.defaultSort?.sortBy ?? '') && p.sortOrder === (spec.defaultSort?.sortOrder ?? '');
  if (!isDefaultSort && p.sortBy) {
    out.sortBy = p.sortBy;
    if (p.sortOrder) out.sortOrder = p.sortOrder;
  }
  if (p.page > 0) out.page = p.page + 1;
  if (p.pageSize !== defaultPageSize) out.pageSize = p.pageSize;
  return out;
}

/** The portal's default page size (System Settings), 10 until the settings are known. */
export function useDefaultPageSize(): number {
  const { data } = useQuery({ ...settingsQuery(), staleTime: 5 * 60_000 });
  return data?.defaultPageSize ?? ADMIN_DEFAULT_PAGE_SIZE;
}

/**
 * The route loader's part: the settings (for the default page size), then the page the address
 * names. The screen's other queries (its stat cards) start alongside without holding the page
 * back (their cards show skeletons until they come). A failure is left to the screen, which shows
 * it with Retry.
 */
export async function loadList<F extends Record<string, string>, Q, K extends QueryKey>(
  queryClient: QueryClient,
  spec: ListSpec<F, Q, K>,
  search: ListSearch,
  alongside: FetchQueryOptions<any, any, any, any>[] = [], // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<void> {
  for (const options of alongside) void queryClient.prefetchQuery(options);
  const settings = await queryClient.ensureQueryData({ ...settingsQuery(), staleTime: 5 * 60_000 }).catch(() => undefined);
  const params = paramsOf(spec, search, settings?.defaultPageSize ?? ADMIN_DEFAULT_PAGE_SIZE);
  await queryClient.ensureQueryData(spec.query(params)).catch(() => undefined);
}

/**
 * A list screen's state, read from and written to the address (replacing the entry, so Back
 * leaves the screen rather than stepping through every keystroke). Any filter, sort or page-size
 * change goes back to the first page (spec 4).
 */
export function useList<F extends Record<string, string>, Q, K extends QueryKey>(spec: ListSpec<F, Q, K>) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = v.parse(spec.schema, raw);
  const navigate = useNavigate();
  const defaultPageSize = useDefaultPageSize();
  const params = paramsOf(spec, search, defaultPageSize);
  // The loader has just tried: a failure stays on screen with Retry rather than being sent again.
  const query = useQuery({ ...spec.query(params), retryOnMount: false });
  // The search of whichever list route is showing: typed loosely, checked by the route's schema.
  const key = spec.query(params).queryKey;
  const last = key[key.length - 1];
  const go = (next: ListParams<F>) => void navigate({ to: '.', search: searchOf(spec, next, defaultPageSize) as never, replace: true });
  return {
    ...params,
    query,
    /** The API's query for this list's filters and sort (no paging): what bulk actions and exports send. */
    apiFilter: filterOf(typeof last === 'object' && last !== null ? (last as Record<string, unknown>) : {}),
    setPage: (page: number) => go({ ...params, page }),
    setPageSize: (pageSize: number) => go({ ...params, pageSize, page: 0 }),
    setFilters: (filters: F) => go({ ...params, filters, page: 0 }),
    patch: (part: Partial<F>) => go({ ...params, filters: { ...params.filters, ...part }, page: 0 }),
    reset: () => go({ ...params, filters: spec.noFilters, page: 0 }),
    setSort: (sortBy: string, sortOrder: SortOrder) => go({ ...params, sortBy, sortOrder, page: 0 }),
    /** Filters and sort at once (a panel with an Apply button). */
    apply: (filters: F, sortBy: string, sortOrder: SortOrder) => go({ ...params, filters, sortBy, sortOrder, page: 0 }),
  };
}

export type ListState<F extends Record<string, string>, Q, K extends QueryKey = QueryKey> = ReturnType<typeof useList<F, Q, K>>;

/** Query params without empty values (the API reads absent as 'any'). */
export function compact(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number | boolean;
  }
  return out;
}

/** A list's API query without paging or what it embeds (include*): its filters and sort. */
export function filterOf(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || key === 'limit' || key.startsWith('include')) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}
