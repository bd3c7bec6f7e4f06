import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children in a background render: the first render shows the fallback, then React
 * renders the children as it does a transition, in short slices the browser can paint and answer
 * taps between. For a large screen whose first render the router would otherwise do in one
 * blocking task (its state changes render synchronously): the signed-in frame and its first page
 * took some 60 ms of a desktop's main thread, four times that on a tablet.
 */
export function DeferredMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
