/**
 * What the breadcrumbs cannot read from the path: a page's own title (a product's name instead of
 * its id) and the search a list was last left with (so "Products" returns to the same filters and
 * page). Screens set them; the breadcrumbs and back links read them. Memory only: a reload starts
 * from the address bar, which already holds the list's search.
 */
import { useEffect, useSyncExternalStore } from 'react';

const titles = new Map<string, string>();
const searches = new Map<string, Record<string, unknown>>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};

export function useCrumbTitle(path: string, title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    titles.set(path, title);
    changed();
    return () => {
      titles.delete(path);
      changed();
    };
  }, [path, title]);
}

export function rememberListSearch(path: string, search: Record<string, unknown>) {
  searches.set(path, search);
}

export const crumbTitle = (path: string) => titles.get(path);
export const listSearch = (path: string) => searches.get(path);

export function useCrumbState() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}
