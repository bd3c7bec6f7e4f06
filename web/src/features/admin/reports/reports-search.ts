import { filter, searchSchema } from '../kit/search-schema';

/** The reports' address (the tabs named here, not from the contract: route schemas load with the first screen): the chosen days, the tab, and the page of its table. */
export const reportSearch = {
  filters: {
    startDate: filter.day(),
    endDate: filter.day(),
    tab: filter.oneOf(['purchases', 'categories', 'payments']),
  },
  sorts: [] as readonly string[],
};

export const reportSearchSchema = searchSchema(reportSearch);
