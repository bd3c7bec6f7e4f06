/**
 * Subscribes a component to a Dexie query: the query re-runs whenever a table it read changes
 * (in this tab or another). Returns undefined until the first result arrives.
 *
 * Results render as a transition: a screen's data arriving (a grid of products, the cart) is
 * rendered by React in short slices between which the browser paints and answers taps, instead of
 * in one task that holds the main thread (hundreds of milliseconds on a mid-range tablet while
 * the app starts).
 */
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (next) => startTransition(() => setValue(() => next)),
      error: (error: unknown) => console.error('Device database query failed', error),
    });
    return () => subscription.unsubscribe();
    // The caller lists what the query depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
