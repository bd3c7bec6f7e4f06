/** React hooks over the offline catalogue; each re-renders when the synced data changes. */
import { useLiveQuery } from '../db/use-live-query';
import { getProduct, getSettings, listCategories, listEvents, listProducts, listVendors, type ProductListParams } from './catalogue-queries';

/** undefined while the first result loads (show skeletons). */
export function useProducts(params: ProductListParams) {
  const { search, categoryId, vendorId, productIds, sortBy, sortOrder, page, pageSize } = params;
  const deps = [search, categoryId, vendorId, productIds?.join(','), sortBy, sortOrder, page, pageSize];
  // The same list keys the last result kept for a return to the list (use-live-query.ts).
  return useLiveQuery(() => listProducts({ search, categoryId, vendorId, productIds, sortBy, sortOrder, page, pageSize }), deps, `products:${JSON.stringify(deps)}`);
}

/** undefined while loading, null when the product is not in the catalogue. */
export const useProduct = (id: number) => useLiveQuery(() => getProduct(id), [id]);
export const useCategories = () => useLiveQuery(listCategories, []);
export const useVendors = () => useLiveQuery(listVendors, []);
export const useEvents = (activeOnly = true) => useLiveQuery(() => listEvents({ activeOnly }), [activeOnly]);
export const useCatalogueSettings = () => useLiveQuery(getSettings, []);
