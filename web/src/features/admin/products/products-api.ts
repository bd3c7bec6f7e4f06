import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { productRoutes, type NamedRef, type ProductBody, type ProductStats } from '@portal/contract/products';
import { MAX_PAGE_SIZE } from '@portal/contract/rules';
import { categoryRoutes, tagRoutes } from '@portal/contract/taxonomy';
import { vendorRoutes } from '@portal/contract/vendors';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { compact, listSpec, type ListParams } from '../kit/list-search';
import { typedCents } from '../kit/typed-amount';
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
const cents = (input: string) => typedCents(input) ?? '';

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
    queryFn: () => call(productRoutes.list, { query: params, fallback: t('admin.products.failed.fetch') }),
    placeholderData: keepPreviousData,
  });
};

/** Products Management's list: its filters, sorts and query, in the address (spec 2.2: newest first). */
export const productList = listSpec({ name: 'products', route: '/_app/admin/products', ...productSearch, query: productsQuery });

export const productKey = (id: number) => [...adminKeys.all, 'products', 'detail', id] as const;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: productKey(id), queryFn: () => call(productRoutes.get, { params: { id }, fallback: t('admin.products.failed.fetch') }) });

const zeroStats: ProductStats = { total: 0, active: 0, inactive: 0, withImages: 0, averagePrice: 0, totalValue: 0 };

/** Spec 7: a failed stats load is only logged and the tiles show zeros. */
export const productStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats('products'),
    queryFn: () =>
      call(productRoutes.stats, {}).catch((error: unknown) => {
        console.warn('Product stats could not be loaded', error);
        return zeroStats;
      }),
  });

/** Active vendors, categories and tags for the pickers; a failure leaves the picker empty. */
const lookup = (path: 'vendors' | 'categories' | 'tags', load: () => Promise<NamedRef[]>) =>
  queryOptions({
    queryKey: [...adminKeys.all, path, 'active-options'] as const,
    queryFn: async () => {
      try {
        return (await load()).map(({ id, name }) => ({ id, name }));
      } catch (error) {
        console.warn(`Active ${path} could not be loaded`, error);
        return [] as NamedRef[];
      }
    },
  });
const active = { page: 1, limit: MAX_PAGE_SIZE, isActive: true };
export const activeVendorsQuery = () => lookup('vendors', () => call(vendorRoutes.list, { query: active }).then((d) => d.vendors));
export const activeCategoriesQuery = () => lookup('categories', () => call(categoryRoutes.list, { query: active }).then((d) => d.categories));
export const activeTagsQuery = () => lookup('tags', () => call(tagRoutes.list, { query: active }).then((d) => d.tags));

export type ProductAction =
  | { kind: 'create'; body: ProductBody }
  | { kind: 'update'; id: number; body: ProductBody }
  | { kind: 'activate' | 'deactivate' | 'delete'; id: number }
  /** A copy of another product: created, then made inactive, a draft until someone activates it. */
  | { kind: 'copy'; body: ProductBody };

async function send(a: ProductAction) {
  switch (a.kind) {
    case 'copy': {
      const made = await call(productRoutes.create, { body: a.body, fallback: t('admin.products.failed.save') });
      await call(productRoutes.deactivate, { params: { id: made.id }, fallback: t('admin.products.failed.status') });
      return made;
    }
    case 'create':
      return call(productRoutes.create, { body: a.body, fallback: t('admin.products.failed.save') });
    case 'update':
      return call(productRoutes.update, { params: { id: a.id }, body: a.body, fallback: t('admin.products.failed.save') });
    case 'delete':
      return call(productRoutes.remove, { params: { id: a.id }, fallback: t('admin.products.failed.delete') });
    default:
      return call(productRoutes[a.kind], { params: { id: a.id }, fallback: t('admin.products.failed.status') });
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
