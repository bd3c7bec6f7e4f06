import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes (a rotated tablet). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', notify);
      return () => list?.removeEventListener?.('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
