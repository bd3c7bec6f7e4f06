import { PRODUCT_SORTS } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** Products Management's address (spec 2.2: newest first). */
export const productSearch = {
  filters: {
    search: filter.text(),
    vendorId: filter.id(),
    categoryId: filter.id(),
    tagId: filter.id(),
    minPrice: filter.amount(),
    maxPrice: filter.amount(),
    isActive: filter.flag(),
  },
  sorts: PRODUCT_SORTS,
  defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' as const },
};

export const productSearchSchema = searchSchema(productSearch);
