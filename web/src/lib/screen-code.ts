import { useSyncExternalStore } from 'react';

/**
 * A screen's code loaded once, for a screen the signed-in frame keeps rendered instead of its route
 * (the cart, the product list: decisions 061 and 062). The route's loader waits for it; the frame
 * renders the screen once it is there, and may load it ahead. Each screen's module holds nothing
 * but the import: the route definitions, loaded on every first screen (the sign-in page's too),
 * call it.
 */
export interface ScreenCode<T> {
  /** Loads the code, once; a failed load is tried again on the next call. */
  load(): Promise<T>;
  /** The code once loaded. */
  loaded(): T | undefined;
  /**
   * The code once loaded, for a component: it renders again when the code arrives. The frame may
   * render before the route's loader is done (a slow device opening the screen's address), and
   * nothing else of what it reads changes then.
   */
  useLoaded(): T | undefined;
}

export function screenCode<T>(importer: () => Promise<T>): ScreenCode<T> {
  let code: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const loaded = () => code;
  return {
    load() {
      loading ??= importer().then(
        (arrived) => {
          code = arrived;
          for (const listener of listeners) listener();
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded,
    useLoaded: () => useSyncExternalStore(subscribe, loaded, loaded),
  };
}
