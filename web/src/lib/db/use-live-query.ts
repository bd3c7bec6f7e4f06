/**
 * Subscribes a component to a Dexie query: the query re-runs whenever a table it read changes
 * (in this tab or another). Returns undefined until the first result arrives.
 *
 * Results render as a transition: a screen's data arriving (a grid of products, the cart) is
 * rendered by React in short slices between which the browser paints and answers taps, instead of
 * in one task that holds the main thread (hundreds of milliseconds on a mid-range tablet while
 * the app starts).
 *
 * The first result has a deadline (read-stalls.ts): a read that never answers or fails is said
 * by the signed-in frame, which can ask every waiting read again.
 */
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';
import { onSessionChange } from '../session/store';
import { useDeviceReadStall, watchDeviceRead } from './read-stalls';

/** Last results kept under a caller's key, for this page and this session only. */
const remembered = new Map<string, unknown>();
onSessionChange(() => remembered.clear());

/**
 * With `remember`, a screen opened again (Back to a list) starts from the last result read under
 * that key while the query runs again, instead of from nothing: it shows at once, and the browser
 * can put the scroll position back where it was.
 */
/**
 * With `peek`, a screen opened starts from what memory already holds (the catalogue's snapshot)
 * when nothing is remembered, instead of from nothing while the device database is read.
 */
export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList, remember?: string, peek?: () => T | undefined): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => (remember === undefined ? undefined : (remembered.get(remember) as T | undefined)) ?? peek?.());
  const { attempt } = useDeviceReadStall();
  useEffect(() => {
    const watch = watchDeviceRead();
    const subscription = liveQuery(query).subscribe({
      next: (next) => {
        watch.answered();
        if (remember !== undefined) remembered.set(remember, next);
        startTransition(() => setValue(() => next));
      },
      error: (error: unknown) => {
        watch.failed();
        console.error('Device database query failed', error);
      },
    });
    return () => {
      watch.stop();
      subscription.unsubscribe();
    };
    // The caller lists what the query depends on, as with useEffect; a retry asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return value;
}
