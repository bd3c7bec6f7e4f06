import { CHAPTER_SORTS, US_STATES } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** Chapter Management's address; by name unless a column is sorted. */
export const chapterSearch = {
  filters: { search: filter.text(), state: filter.oneOf(US_STATES), isActive: filter.flag() },
  sorts: CHAPTER_SORTS,
};

export const chapterSearchSchema = searchSchema(chapterSearch);
