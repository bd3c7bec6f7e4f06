import { memo, startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Alert, Heading, Progress, Stack } from '@chakra-ui/react';
import { PRODUCT_SKELETON_COUNT } from '@portal/contract/rules';
import { useSession } from '../../../lib/session/use-session';
import { readCatalogueMeta } from '../../../lib/db/meta';
import { useLiveQuery } from '../../../lib/db/use-live-query';
import { useI18n } from '../../../lib/i18n/i18n';
import { useSyncProgress } from '../../../lib/catalogue/sync-progress';
import { syncFailureText } from '../../../lib/catalogue/sync-failure';
import { useProducts } from '../../../lib/catalogue/use-catalogue';
import { useFavourites, useFavouritesOwner, useFavouritesSync } from '../offline/use-favourites';
import { useCartQuantities } from '../../../lib/cart/use-cart';
import type { ProductListItem } from '../../../lib/catalogue/catalogue-queries';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductFilters } from './product-filters';
import type { ProductSearch } from './product-search';
import { LineSheet, LineSheetSkeleton, SHEET_PAGE_SIZE, type SheetArrival } from './line-sheet';
import { rememberedView, rememberView, type ProductView } from './product-view';
import { ProductViewToggle } from './product-view-toggle';
import { SheetTotalBar } from './sheet-total-bar';
import { useWarmRoutes } from '../warm-routes';
import { useLatestHandler } from '../../../lib/use-latest-handler';
import './product-list.css';

interface Props {
  search: ProductSearch;
  onSearchChange: (next: ProductSearch) => void;
}

/** How many cards the grid renders at once when it first appears: about a tablet screen's worth. */
const FIRST_CARDS = 6;
/** Whether a grid has shown on this page before: opened again (Back), it renders whole at once. */
let gridShown = false;

interface GridProps {
  /** What the shopper asked for (search, filters, sort, page), apart from the products it found. */
  query: string;
  products: ProductListItem[];
  inCart: ReadonlyMap<number, number> | undefined;
  favouritesOwner: number | undefined;
  favouriteIds: ReadonlySet<number> | undefined;
  waitingFavourites: ReadonlySet<number>;
}

/** Whether two reads list the same products in the same order (a live read confirming a key's results). */
function sameProducts(a: readonly ProductListItem[], b: readonly ProductListItem[]): boolean {
  return a === b || (a.length === b.length && a.every((p, i) => p.id === b[i]!.id));
}

/** The grid's columns from these widths up (product-list.css): 2, 3, 4. */
const COLUMN_WIDTHS = ['48rem', '80rem', '96rem'];
let columnQueries: MediaQueryList[] | undefined;

/**
 * How many cards render at once when the shopper asks for other results: two rows of the grid's
 * columns, what a screen shows of the grid under the filters (two cards on a phone, four on a
 * tablet, eight on a wide desktop).
 */
function firstCards(): number {
  if (typeof matchMedia !== 'function') return FIRST_CARDS;
  columnQueries ??= COLUMN_WIDTHS.map((width) => matchMedia(`(min-width: ${width})`));
  return 2 * (1 + columnQueries.filter((q) => q.matches).length);
}

/**
 * The cards. When the grid first appears, the first few render at once and the rest in a
 * background render right after (useDeferredValue), so neither render nor its commit holds a
 * tablet's main thread for the whole page. Opened again, it renders whole, so that the scroll
 * position Back restores is there to restore. Other results asked for (a key in the search box, a
 * filter, a sort, a page: `query` changed) do the same: the first cards, a screen's worth, replace
 * the old ones in the render the key or tap causes, and the rest follow in a background render
 * once those are on screen (decision 061). Results changing under the same query (a sync, a heart
 * taken off in the favourites, the live read confirming a key's results) render whole: the shopper
 * may be scrolled down to them, and a grid shortened for a moment would move the page.
 */
const ProductGrid = memo(function ProductGrid({ query, products, inCart, favouritesOwner, favouriteIds, waitingFavourites }: GridProps) {
  const count = useDeferredValue(products.length, gridShown ? products.length : FIRST_CARDS);
  const [whole, setWhole] = useState({ query, products });
  const asked = whole.query !== query && !sameProducts(whole.products, products);
  useEffect(() => {
    gridShown = true;
  }, []);
  // Kept when the products change: a query whose products are read a moment later (no snapshot in
  // memory yet) is still the shopper's ask when they come.
  useEffect(() => {
    if (whole.products !== products) startTransition(() => setWhole({ query, products }));
  }, [whole, query, products]);
  return (
    <div className="pgrid">
      {products.slice(0, asked ? firstCards() : Math.max(count, FIRST_CARDS)).map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          inCart={inCart?.get(p.id) ?? 0}
          favouritesOwner={favouritesOwner}
          favourite={favouriteIds === undefined ? undefined : favouriteIds.has(p.id)}
          favouriteWaiting={waitingFavourites.has(p.id)}
        />
      ))}
    </div>
  );
  // The address catching up with the box changes the page's search but not the results: the cards stay.
});

/**
 * The count above the results and the pages under them: each key in the search box changes the
 * results, and these render again only when their figures changed (decision 043).
 */
const ResultCount = memo(function ResultCount({ total }: { total: number }) {
  const { t } = useI18n();
  return <p className="plist-count">{t('shop.productCount', { count: total })}</p>;
});

const Pages = memo(function Pages({ page, pages, onPage }: { page: number; pages: number; search: ProductSearch; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  // Plain markup drawn as the kit's outline buttons of size md and its Text (product-list.css,
  // product-card.css): the count of pages changes with most keys in the search box.
  return (
    <nav className="plist-pages" aria-label={t('shop.pagination')}>
      <button type="button" className="pcard-button outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shop.previous')}
      </button>
      <p>{t('shop.pageOf', { page, pages })}</p>
      <button type="button" className="pcard-button outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shop.next')}
      </button>
    </nav>
  );
  // The handler is made from the address's search: one made for the same search pages the same.
}, (a, b) => a.page === b.page && a.pages === b.pages && a.search === b.search);

/**
 * The filters render again only when the search changed: a quantity typed on the line sheet
 * changes the cart, and with it this page, many times a minute. Their change handler is made
 * from the same search, so one made for an equal search does the same.
 */
const Filters = memo(ProductFilters, (a, b) => a.value === b.value);

/** The heading and the choice of view: rendered again when the view changes, not with each key. */
const ListHeading = memo(function ListHeading({ view, onView }: { view: ProductView; onView: (next: ProductView) => void }) {
  const { t } = useI18n();
  return (
    <div className="plist-head">
      <Heading as="h1" size="2xl">
        {t('nav.products')}
      </Heading>
      <ProductViewToggle value={view} onChange={onView} />
    </div>
  );
});

/** The catalogue as cards or as the line sheet, read from the device database so it works with no network. */
export function ProductListPage({ search, onSearchChange }: Props) {
  const { t } = useI18n();
  const sync = useSyncProgress();
  const userId = useSession().user?.id;
  const view: ProductView = search.view ?? rememberedView(userId);
  const sheet = view === 'sheet';
  const [arrival, setArrival] = useState<SheetArrival | null>(null);
  const arrived = useCallback(() => setArrival(null), []);
  const chooseView = (next: ProductView) => {
    rememberView(userId, next);
    // The two views have pages of different sizes: the new one starts at its first page.
    onSearchChange({ ...search, view: next, page: undefined });
  };
  // The heading's handler reads the latest search: the heading renders again only with the view.
  const onView = useLatestHandler(chooseView);
  const sort = search.sortBy ?? 'name';
  const sortBy = sort === 'priceDesc' ? 'price' : sort;
  useFavouritesSync();
  useWarmRoutes();
  const { ids: favouriteIds, waiting: waitingFavourites } = useFavourites();
  const favouritesOwner = useFavouritesOwner();
  // Read as the page opens, so the first cards and rows already show what the cart holds.
  const inCart = useCartQuantities();
  const onlyFavourites = search.favourites === true;
  const productIds = onlyFavourites ? [...(favouriteIds ?? [])].sort((a, b) => a - b) : undefined;
  // The results follow each key in the search box in the key's own render, with the letter: a
  // screen's worth of cards, so one frame shows both (a background render put a frame with the
  // letter alone, and a wait for the scheduler, before the results; decision 064). The address
  // follows after the box's pause. Once the address changes (it caught up, Clear Filters, Back),
  // it is the search again.
  const [typed, setTyped] = useState<string | null>(null);
  const [addressSearch, setAddressSearch] = useState(search.search);
  if (addressSearch !== search.search) {
    setAddressSearch(search.search);
    setTyped(null);
  }
  // Typed back to what the address says: the address's page stands.
  const typedNow = typed === null || (typed || undefined) === search.search ? null : typed || undefined;
  const params = {
    search: typedNow === null ? search.search : typedNow,
    categoryId: search.categoryId,
    vendorId: search.vendorId,
    sortBy,
    sortOrder: sort === 'createdAt' || sort === 'priceDesc' ? ('desc' as const) : ('asc' as const),
    // A new search starts at the first page, as the address will.
    page: typedNow === null ? (search.page ?? 1) : 1,
    pageSize: sheet ? SHEET_PAGE_SIZE : undefined,
  };
  const result = useProducts({ ...params, productIds });
  // The favourites' ids change when a heart is taken off: the same query, not a new one.
  const query = JSON.stringify([params, onlyFavourites]);
  // Before the first sync finished the device has nothing to show yet: skeletons, not "no products".
  const meta = useLiveQuery(readCatalogueMeta, [], 'catalogue-meta');
  const neverSynced = meta?.lastSyncedAt === null && !sync.error;
  const loading = result === undefined || meta === undefined || (onlyFavourites && favouriteIds === undefined) || (neverSynced && result.total === 0);
  const page = result?.page ?? 1;
  const pages = result?.pages ?? 1;
  const pastEdge = (direction: 1 | -1) => {
    const next = page + direction;
    if (next < 1 || next > pages) return;
    setArrival({ page: next, at: direction === 1 ? 'first' : 'last' });
    onSearchChange({ ...search, page: next });
  };
  return (
    <div className="plist">
      <ListHeading view={view} onView={onView} />
      <Filters value={search} onChange={(next) => onSearchChange({ ...next, view: search.view, page: undefined })} onTyping={setTyped} />
      {sync.error && meta?.lastSyncedAt === null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{syncFailureText(sync.error)}</Alert.Title>
        </Alert.Root>
      )}
      {loading ? (
        <Stack gap="4">
          {sync.running && (
            <Progress.Root value={sync.estimatedTotal ? Math.min(100, (sync.rowsDone / sync.estimatedTotal) * 100) : null} size="sm">
              <Progress.Label mb="1">{t('shop.firstSync', { done: sync.rowsDone })}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {sheet ? (
            <LineSheetSkeleton />
          ) : (
            <div className="pgrid">
              {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          )}
        </Stack>
      ) : result.total === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{onlyFavourites && favouriteIds?.size === 0 ? t('shop.noFavourites') : t('shop.noProductsFound')}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <ResultCount total={result.total} />
          {sheet ? (
            <LineSheet products={result.products} inCart={inCart} page={page} arrival={arrival} onArrived={arrived} onPastEdge={pastEdge} />
          ) : (
            <ProductGrid query={query} products={result.products} inCart={inCart} favouritesOwner={favouritesOwner} favouriteIds={favouriteIds} waitingFavourites={waitingFavourites} />
          )}
          <Pages page={page} pages={result.pages} search={search} onPage={(next) => onSearchChange({ ...search, page: next })} />
        </>
      )}
      {sheet && <SheetTotalBar />}
    </div>
  );
}
