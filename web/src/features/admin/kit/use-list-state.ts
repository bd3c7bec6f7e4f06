import { useState } from 'react';
import { useDefaultPageSize } from './list-search';

export { compact, useDefaultPageSize } from './list-search';

/**
 * Page (0-based), page size and filters of a table inside a screen (a report, a notifications
 * tab), kept in memory. The list screens keep theirs in the address (list-search.ts). Any filter or page-size change goes
 * back to the first page (spec 4). The page size starts at the portal's default until the user
 * picks one.
 */
export function useListState<F extends object>(initial: F) {
  const defaultPageSize = useDefaultPageSize();
  const [page, setPage] = useState(0);
  const [chosenPageSize, setPageSizeRaw] = useState<number | null>(null);
  const pageSize = chosenPageSize ?? defaultPageSize;
  const [filters, setFiltersRaw] = useState<F>(initial);
  return {
    page,
    pageSize,
    filters,
    setPage,
    setPageSize: (size: number) => {
      setPageSizeRaw(size);
      setPage(0);
    },
    setFilters: (next: F) => {
      setFiltersRaw(next);
      setPage(0);
    },
    patch: (part: Partial<F>) => {
      setFiltersRaw((prev) => ({ ...prev, ...part }));
      setPage(0);
    },
    reset: () => {
      setFiltersRaw(initial);
      setPage(0);
    },
  };
}
