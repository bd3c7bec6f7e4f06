/**
 * A screen's code loaded once, for a screen the signed-in frame keeps rendered instead of its route
 * (the cart, the product list: decisions 061 and 062). The route's loader waits for it, so the
 * frame renders the screen without waiting; the frame may also load it ahead. Each screen's
 * module holds nothing but the import: the route definitions, loaded on every first screen (the
 * sign-in page's too), call it.
 */
export interface ScreenCode<T> {
  /** Loads the code, once; a failed load is tried again on the next call. */
  load(): Promise<T>;
  /** The code once loaded. */
  loaded(): T | undefined;
}

export function screenCode<T>(importer: () => Promise<T>): ScreenCode<T> {
  let code: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (loadedCode) => (code = loadedCode),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => code,
  };
}
