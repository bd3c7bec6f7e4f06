import { useQuery, type FetchQueryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { ADMIN_DEFAULT_PAGE_SIZE } from '@portal/contract/rules';
import { settingsQuery } from '../../../lib/query/settings-query';
import { ADDRESS_PATHS, searchSchema, type AddressRoute, type ListSearch, type SearchFields, type SortOrder } from './search-schema';

/**
 * An admin list's state lives in the address: filters, sort, sort direction, page (1-based) and
 * page size, so a link opens the same view and a reload keeps it. Values the screen would not
 * offer are dropped to the defaults, never an error page.
 */

export { filter, type ListSearch, type SortOrder } from './search-schema';

export interface ListSpecInput<F extends Record<string, string>, Q, K extends QueryKey = QueryKey> extends SearchFields<F> {
  /** Names the list in its query keys and tests. */
  name: string;
  /** The screen's route, whose validated search the list reads and writes. */
  route: AddressRoute;
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

export interface ListSpec<F extends Record<string, string>, Q, K extends QueryKey = QueryKey> extends ListSpecInput<F, Q, K> {
  /** For the route's validateSearch. */
  schema: v.GenericSchema<unknown, ListSearch>;
  /** Filters with nothing chosen. */
  noFilters: F;
}

export function listSpec<F extends Record<string, string>, Q, K extends QueryKey>(input: ListSpecInput<F, Q, K>): ListSpec<F, Q, K> {
  const noFilters = Object.fromEntries(Object.keys(input.filters).map((k) => [k, ''])) as F;
  return { ...input, schema: searchSchema(input as SearchFields<Record<string, string>>), noFilters };
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
 * The portal's default page size for a loader: the settings, once (then from the cache); when they
 * cannot be read, the built-in size, so a list still opens (its own load says what failed).
 */
export async function loadDefaultPageSize(queryClient: QueryClient): Promise<number> {
  const settings = await queryClient.ensureQueryData({ ...settingsQuery(), staleTime: 5 * 60_000 }).catch(() => undefined);
  return settings?.defaultPageSize ?? ADMIN_DEFAULT_PAGE_SIZE;
}

/**
 * A back-office screen's loader: what it first shows is loaded before it shows, tried once (no
 * retries behind a spinner); a failure rejects, and the route's error component (screenError)
 * says it with Retry. What the screen shows beside it (stat cards, a timeline) starts alongside
 * without holding the screen back; those parts show their own skeletons and failures.
 */
export async function loadScreen(
  queryClient: QueryClient,
  first: FetchQueryOptions<any, any, any, any>[], // eslint-disable-line @typescript-eslint/no-explicit-any
  alongside: FetchQueryOptions<any, any, any, any>[] = [], // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<void> {
  for (const options of alongside) void queryClient.prefetchQuery(options);
  await Promise.all(first.map((options) => queryClient.ensureQueryData({ ...options, retry: false })));
}

/** Whether any page of the list a query key names (its key without the page's parameters) has shown rows. */
export function listShown(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueriesData({ queryKey: queryKey.slice(0, -1) }).some(([, data]) => data !== undefined);
}

/**
 * A list screen's loader: the settings (for the default page size), then the page the address
 * names (loadScreen). Once the list has shown rows, another page, filter or sort of it does not
 * hold the route back: the router would show its pending screen in the list's place after a
 * second, and with it lose the search box's focus and what is typed in it. The screen keeps the
 * rows it has (the queries' placeholderData), marks them as loading, and shows a failure in the
 * table's place with Retry.
 */
export async function loadList<F extends Record<string, string>, Q, K extends QueryKey>(
  queryClient: QueryClient,
  spec: ListSpec<F, Q, K>,
  search: ListSearch,
  alongside: FetchQueryOptions<any, any, any, any>[] = [], // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<void> {
  for (const options of alongside) void queryClient.prefetchQuery(options);
  const params = paramsOf(spec, search, await loadDefaultPageSize(queryClient));
  const options = spec.query(params);
  if (listShown(queryClient, options.queryKey)) return;
  await loadScreen(queryClient, [options as FetchQueryOptions<Q, Error, Q, K>]);
}

/**
 * A list screen's state, read from and written to the address (replacing the entry, so Back
 * leaves the screen rather than stepping through every keystroke). Any filter, sort or page-size
 * change goes back to the first page (spec 4).
 */
export function useList<F extends Record<string, string>, Q, K extends QueryKey>(spec: ListSpec<F, Q, K>) {
  const params = useAddressState(spec);
  // The loader has just tried: a failure stays on screen with Retry rather than being sent again.
  const query = useQuery({ ...spec.query(params), retryOnMount: false });
  const key = spec.query(params).queryKey;
  const last = key[key.length - 1];
  return {
    ...params,
    query,
    /** The API's query for this list's filters and sort (no paging): what bulk actions and exports send. */
    apiFilter: filterOf(typeof last === 'object' && last !== null ? (last as Record<string, unknown>) : {}),
  };
}

/** What a screen's address carries (its filters, page and page size) without a list query of its own. */
export type AddressSpec<F extends Record<string, string>> = Pick<ListSpec<F, unknown>, 'route' | 'schema' | 'noFilters' | 'defaultSort'>;

/** The address part of a screen that is not one list (reports). */
export function addressSpec<F extends Record<string, string>>(route: AddressRoute, fields: SearchFields<F>): AddressSpec<F> {
  const noFilters = Object.fromEntries(Object.keys(fields.filters).map((k) => [k, ''])) as F;
  return { route, schema: searchSchema(fields as SearchFields<Record<string, string>>), noFilters, defaultSort: fields.defaultSort };
}

/**
 * A screen's filters, sort, page and page size read from and written to the address (replacing
 * the entry while on the screen; the entry the screen is left from keeps the last state, so Back
 * from another screen returns to it).
 */
export function useAddressState<F extends Record<string, string>>(spec: AddressSpec<F>) {
  // The screen's route has checked its search (validateSearch): read as that route typed it.
  const search: ListSearch = useSearch({ from: spec.route });
  const navigate = useNavigate({ from: ADDRESS_PATHS[spec.route] });
  const defaultPageSize = useDefaultPageSize();
  const params = paramsOf(spec, search, defaultPageSize);
  // Each change applies to the address as it is when the change is made, not as this render read
  // it: two quick changes (a date range, then a tab, before the screen rendered the first) both hold.
  // Navigating from the screen's own path, the router types the search written as that route's;
  // the address as it is at that moment is checked again, as the router hands the location's own.
  const go = (change: (current: ListParams<F>) => ListParams<F>) =>
    void navigate({
      to: '.',
      search: (prev: ListSearch) => searchOf(spec, change(paramsOf(spec, v.parse(spec.schema, prev), defaultPageSize)), defaultPageSize),
      replace: true,
    });
  return {
    ...params,
    setPage: (page: number) => go((current) => ({ ...current, page })),
    setPageSize: (pageSize: number) => go((current) => ({ ...current, pageSize, page: 0 })),
    setFilters: (filters: F) => go((current) => ({ ...current, filters, page: 0 })),
    patch: (part: Partial<F>) => go((current) => ({ ...current, filters: { ...current.filters, ...part }, page: 0 })),
    reset: () => go((current) => ({ ...current, filters: spec.noFilters, page: 0 })),
    setSort: (sortBy: string, sortOrder: SortOrder) => go((current) => ({ ...current, sortBy, sortOrder, page: 0 })),
    /** Filters and sort at once (a panel with an Apply button). */
    apply: (filters: F, sortBy: string, sortOrder: SortOrder) => go((current) => ({ ...current, filters, sortBy, sortOrder, page: 0 })),
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

/** A list's API query: the page (counted from 1) and its size, the screen's own filters, then the sort; empty values left out. */
export const apiParams = <F>({ page, pageSize, sortBy, sortOrder }: ListParams<F>, filters: Record<string, unknown>) => compact({ page: page + 1, limit: pageSize, ...filters, sortBy, sortOrder });
