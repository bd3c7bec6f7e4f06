/**
 * A link back to the page the shopper just came from goes back in the history instead of adding
 * a new entry: "Back to Products" on a product opened from the list, or a breadcrumb's step, then
 * returns to the list where it was scrolled, as the browser's Back does, and the history does not
 * grow a list, a product, a list again. Anywhere else (the page before was another, or this page
 * was opened by its address) the link opens its page as any link does.
 */
import { deepEqual, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';

interface Entry {
  pathname: string;
  search: Record<string, unknown>;
}

/** Where each entry of this tab's history led, by its index, as far as this page load has seen. */
const entries = new WeakMap<AnyRouter['history'], Map<number, Entry>>();

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Starts recording the entries the router's history goes through (once per history: later calls do nothing). */
export function recordHistory(router: AnyRouter): void {
  const history = router.history;
  if (entries.has(history)) return;
  const seen = new Map<number, Entry>();
  entries.set(history, seen);
  const record = () => {
    const { pathname, search, state } = history.location;
    seen.set(state.__TSR_index, { pathname: trimmed(pathname), search: router.options.parseSearch(search) });
  };
  record();
  history.subscribe(record);
}

/** True when the entry before the current one is `to` with `search`. */
export function previousEntryIs(router: AnyRouter, to: string, search: object | undefined): boolean {
  const history = router.history;
  const previous = entries.get(history)?.get(history.location.state.__TSR_index - 1);
  return previous !== undefined && previous.pathname === trimmed(to) && deepEqual(previous.search, search ?? {});
}

/**
 * A click handler for a link to `to` with `search`: when that page is the previous entry, it goes
 * back to it. A click that opens elsewhere (a modifier key, another button) is left to the link.
 */
export function useReturnClick(to: string, search: object | undefined) {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!previousEntryIs(router, to, search)) return;
      event.preventDefault();
      router.history.back();
    },
    [router, to, search],
  );
}
