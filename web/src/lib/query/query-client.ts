import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

const MAX_RETRIES = 3;

/** Spec defaults: 3 retries (none for 4xx, which cannot improve), fresh for 5 min, kept 60 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < MAX_RETRIES,
        staleTime: 5 * 60_000,
        gcTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
