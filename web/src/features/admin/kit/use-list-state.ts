import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE } from '@portal/contract/rules';
import { settingsQuery } from '../system/settings-api';

/** The portal's default page size (System Settings), 10 until the settings are known. */
export function useDefaultPageSize(): number {
  const { data } = useQuery({ ...settingsQuery(), staleTime: 5 * 60_000 });
  return data?.defaultPageSize ?? ADMIN_DEFAULT_PAGE_SIZE;
}

/**
 * Page (0-based), page size and filters of an admin list. Any filter or page-size change goes
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

/** Query params without empty values (the API reads absent as 'any'). */
export function compact(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number | boolean;
  }
  return out;
}
