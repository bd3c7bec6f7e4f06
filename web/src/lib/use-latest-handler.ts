import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler that stays the same function across renders and always runs the latest one given: a
 * part memoised on its props (a list's heading, the filters' choices) renders again only when what
 * it shows changed, not each time its parent makes a new handler from new state. Not for use
 * during render: it runs the handler of the last commit.
 */
export function useLatestHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
