/**
 * What the breadcrumbs cannot read from the path: a page's own title (a product's name instead of
 * its id) and the search a list was last left with (so "Products" returns to the same filters and
 * page). Screens set them; the breadcrumbs and back links read them. Memory only: a reload starts
 * from the address bar, which already holds the list's search.
 */
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The lists a page links back to, each with its route's search: a list's search module adds its
 * own path (declaration merging, as the router registers itself), so this layer imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ListSearches {}

const titles = new Map<string, string>();
const searches = new Map<keyof ListSearches, ListSearches[keyof ListSearches]>();
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

export function rememberListSearch<P extends keyof ListSearches>(path: P, search: ListSearches[P]) {
  searches.set(path, search);
}

export const crumbTitle = (path: string) => titles.get(path);
/** The search `path` was last left with, or none: the list then opens as it does from the menu. */
export const listSearch = <P extends keyof ListSearches>(path: P): ListSearches[P] | undefined => searches.get(path) as ListSearches[P] | undefined;
/** The same for any path of the breadcrumbs: a list's, or undefined for a page that is not one. */
export const anyListSearch = (path: string) => searches.get(path as keyof ListSearches);

export function useCrumbState() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}
