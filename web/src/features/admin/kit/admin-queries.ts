import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query/keys';

/** A list screen's page of rows under its screen's key; the rows shown stay while the next page loads. */
export const listQuery = <P extends Record<string, unknown>, R>(screen: string, params: P, fetch: (params: P) => Promise<R>) =>
  queryOptions({ queryKey: adminKeys.list(screen, params), queryFn: () => fetch(params), placeholderData: keepPreviousData });

/** A change that reloads exactly these queries once it is done (never everything). */
export function useReloadingMutation<A, R>(mutationFn: (a: A) => Promise<R>, reloads: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(reloads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
