import { EVENT_SORTS, EVENT_STATUSES } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** Event Management's address; latest start first unless a column is sorted. */
export const eventSearch = {
  filters: { search: filter.text(), chapterId: filter.id(), status: filter.oneOf(EVENT_STATUSES), startDate: filter.day(), endDate: filter.day() },
  sorts: EVENT_SORTS,
};

export const eventSearchSchema = searchSchema(eventSearch);
