/**
 * Subscribes a component to a Dexie query: the query re-runs whenever a table it read changes
 * (in this tab or another). Returns undefined until the first result arrives.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';

export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (next) => setValue(() => next),
      error: (error: unknown) => console.error('Device database query failed', error),
    });
    return () => subscription.unsubscribe();
    // The caller lists what the query depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
