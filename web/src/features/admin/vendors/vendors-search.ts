import { VENDOR_SORTS } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** Vendor Management's address; by name unless a column is sorted. */
export const vendorSearch = {
  filters: { search: filter.text(), state: filter.text(), city: filter.text(), activeOnly: filter.oneOf(['true']) },
  sorts: VENDOR_SORTS,
};

export const vendorSearchSchema = searchSchema(vendorSearch);
