/** The product list's URL search params: validated in the route file, read by the list screen. */
import * as v from 'valibot';

// A bad value (hand-edited URL) is dropped rather than failing the route.
const optionalId = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined);

export const productSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String))), undefined),
  categoryId: optionalId,
  vendorId: optionalId,
  /** Only the shopper's favourites (?favourites=true). */
  favourites: v.fallback(v.optional(v.pipe(v.unknown(), v.transform((x) => (x === true || x === 'true' ? true : undefined)))), undefined),
  /** priceDesc: price, high to low. */
  sortBy: v.fallback(v.optional(v.picklist(['name', 'price', 'priceDesc', 'createdAt'])), undefined),
  /** sheet: the line sheet; grid: the cards; absent: what the signed-in person chose last (product-view.ts). */
  view: v.fallback(v.optional(v.picklist(['grid', 'sheet'])), undefined),
  page: optionalId,
});

export type ProductSearch = v.InferOutput<typeof productSearchSchema>;

declare module '../../../ui/layout/crumb-state' {
  interface ListSearches {
    '/products': ProductSearch;
  }
}

export const parseProductSearch = (raw: Record<string, unknown>): ProductSearch => v.parse(productSearchSchema, raw);
