import { TAXONOMY_SORTS } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** Categories and Tags Management's address; by name unless a column is sorted. */
export const taxonomySearch = {
  filters: { search: filter.text(), isActive: filter.flag() },
  sorts: TAXONOMY_SORTS,
};

export const taxonomySearchSchema = searchSchema(taxonomySearch);
