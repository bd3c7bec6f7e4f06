import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@portal/contract/common';
import { parseDollars } from '@portal/contract/money';
import type { NamedRef, Product, ProductBody, ProductList, ProductStats } from '@portal/contract/products';
import { MAX_PAGE_SIZE } from '@portal/contract/rules';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { productSearch } from './products-search';
import { t } from '../../../lib/i18n/i18n';

export interface ProductFilters extends Record<string, string> {
  search: string;
  vendorId: string;
  categoryId: string;
  tagId: string;
  /** Dollars as typed; sent as cents. */
  minPrice: string;
  maxPrice: string;
  /** '', 'true' or 'false'. */
  isActive: string;
}

/** Dollars as typed, in cents; what is not an amount is left out of the query. */
const cents = (input: string) => parseDollars(input) ?? '';

export const productsQuery = ({ page, pageSize, filters: f, sortBy, sortOrder }: ListParams<ProductFilters>) => {
  const params = compact({
    page: page + 1,
    limit: pageSize,
    search: f.search.trim(),
    vendorId: f.vendorId,
    categoryId: f.categoryId,
    tagId: f.tagId,
    minPrice: cents(f.minPrice),
    maxPrice: cents(f.maxPrice),
    isActive: f.isActive,
    sortBy,
    sortOrder,
    includeImages: true,
    includeCategories: true,
    includeTags: true,
    includeVendor: true,
  });
  return queryOptions({
    queryKey: adminKeys.list('products', params),
    queryFn: () => api.get<ProductList>('products', { searchParams: params, fallback: t('admin.products.failed.fetch') }),
    placeholderData: keepPreviousData,
  });
};

/** Products Management's list: its filters, sorts and query, in the address (spec 2.2: newest first). */
export const productList = listSpec({ name: 'products', ...productSearch, query: productsQuery });

export const productKey = (id: number) => [...adminKeys.all, 'products', 'detail', id] as const;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: productKey(id), queryFn: () => api.get<Product>(`products/${id}`, { fallback: t('admin.products.failed.fetch') }) });

const zeroStats: ProductStats = { total: 0, active: 0, inactive: 0, withImages: 0, averagePrice: 0, totalValue: 0 };

/** Spec 7: a failed stats load is only logged and the tiles show zeros. */
export const productStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats('products'),
    queryFn: () =>
      api.get<ProductStats>('products/stats').catch((error: unknown) => {
        console.warn('Product stats could not be loaded', error);
        return zeroStats;
      }),
  });

/** Active vendors, categories and tags for the pickers; a failure leaves the picker empty. */
const lookup = (path: 'vendors' | 'categories' | 'tags') =>
  queryOptions({
    queryKey: [...adminKeys.all, path, 'active-options'] as const,
    queryFn: async () => {
      try {
        const data = await api.get<Record<string, unknown> & { pagination?: Pagination }>(path, { searchParams: { page: 1, limit: MAX_PAGE_SIZE, isActive: true } });
        return ((data[path] ?? []) as NamedRef[]).map(({ id, name }) => ({ id, name }));
      } catch (error) {
        console.warn(`Active ${path} could not be loaded`, error);
        return [] as NamedRef[];
      }
    },
  });
export const activeVendorsQuery = () => lookup('vendors');
export const activeCategoriesQuery = () => lookup('categories');
export const activeTagsQuery = () => lookup('tags');

export type ProductAction =
  | { kind: 'create'; body: ProductBody }
  | { kind: 'update'; id: number; body: ProductBody }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

function send(a: ProductAction) {
  switch (a.kind) {
    case 'create':
      return api.post<Product>('products', a.body, { fallback: t('admin.products.failed.save') });
    case 'update':
      return api.put<Product>(`products/${a.id}`, a.body, { fallback: t('admin.products.failed.save') });
    case 'delete':
      return api.delete<null>(`products/${a.id}`, { fallback: t('admin.products.failed.delete') });
    default:
      return api.patch<Product>(`products/${a.id}/${a.kind}`, undefined, { fallback: t('admin.products.failed.status') });
  }
}

/** Reloads the product list, the tiles and any open product after a change. */
export function useReloadProducts() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.lists('products') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats('products') }),
      id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: productKey(id) }),
    ]);
}

export function useProductAction() {
  const reload = useReloadProducts();
  return useMutation({ mutationFn: send, onSuccess: (_data, a) => reload('id' in a ? a.id : undefined) });
}
