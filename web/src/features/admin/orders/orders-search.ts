import { ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/contract/rules';
import { filter, searchSchema, type ListSearch } from '../kit/search-schema';

/** Orders are newest first until another order is asked for (spec 2.4). */
export const DEFAULT_ORDER_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** Order Management's address; newest first unless a column is sorted. */
export const orderSearch = {
  filters: {
    search: filter.text(),
    status: filter.oneOf(ORDER_STATUSES),
    paymentMethod: filter.oneOf(PAYMENT_METHODS),
    paymentStatus: filter.oneOf(PAYMENT_STATUSES),
    unsettledFailedPayment: filter.flag(),
    startDate: filter.day(),
    endDate: filter.day(),
  },
  sorts: ORDER_SORTS,
  defaultSort: DEFAULT_ORDER_SORT,
};

export const orderSearchSchema = searchSchema(orderSearch);

declare module '../../../ui/layout/crumb-state' {
  interface ListSearches {
    '/admin/orders': ListSearch;
  }
}
