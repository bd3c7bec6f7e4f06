/** React hooks over the offline catalogue; each re-renders when the synced data changes. */
import { useLiveQuery } from '../db/use-live-query';
import { useMemo } from 'react';
import { getProduct, getSettings, listCategories, listEvents, listProducts, listVendors, peekProduct, peekProducts, type ProductList, type ProductListParams } from './catalogue-queries';

/**
 * undefined while the first result loads (show skeletons). When the search or filters change, the
 * list answers in the same render from the catalogue's snapshot in memory (peekProducts), and the
 * device database's read replaces it as it comes (decision 043): a key in the search box shows its
 * results without waiting for a read.
 */
export function useProducts(params: ProductListParams) {
  const { search, categoryId, vendorId, productIds, sortBy, sortOrder, page, pageSize } = params;
  const deps = [search, categoryId, vendorId, productIds?.join(','), sortBy, sortOrder, page, pageSize];
  const key = `products:${JSON.stringify(deps)}`;
  const ask = { search, categoryId, vendorId, productIds, sortBy, sortOrder, page, pageSize };
  // The same list keys the last result kept for a return to the list (use-live-query.ts).
  const read = useLiveQuery(async () => ({ key, list: await listProducts(ask) }), deps, key, () => peekAnswer(key, ask));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the answer depends on
  const peeked = useMemo(() => (read === undefined || read.key === key ? undefined : peekAnswer(key, ask)), [key, read?.key]);
  return (peeked ?? read)?.list;
}

function peekAnswer(key: string, params: ProductListParams): { key: string; list: ProductList } | undefined {
  const list = peekProducts(params);
  return list && { key, list };
}

/**
 * undefined while loading, null when the product is not in the catalogue. Opened from the list,
 * it starts from the catalogue's snapshot in memory, so the page shows in the tap's first frame.
 */
export const useProduct = (id: number) => useLiveQuery(() => getProduct(id), [id], undefined, () => peekProduct(id));
export const useCategories = () => useLiveQuery(listCategories, []);
export const useVendors = () => useLiveQuery(listVendors, []);
export const useEvents = (activeOnly = true) => useLiveQuery(() => listEvents({ activeOnly }), [activeOnly]);
export const useCatalogueSettings = () => useLiveQuery(getSettings, []);
