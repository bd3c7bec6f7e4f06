import { useDeferredValue, useEffect } from 'react';
import { Alert, Button, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_SKELETON_COUNT } from '@portal/contract/rules';
import { readCatalogueMeta } from '../../../lib/db/meta';
import { useLiveQuery } from '../../../lib/db/use-live-query';
import { useI18n } from '../../../lib/i18n/i18n';
import { useSyncProgress } from '../../../lib/catalogue/sync-progress';
import { useProducts } from '../../../lib/catalogue/use-catalogue';
import { useFavourites, useFavouritesOwner, useFavouritesSync } from '../offline/use-favourites';
import { useCartQuantities } from '../../../lib/cart/use-cart';
import type { ProductListItem } from '../../../lib/catalogue/catalogue-queries';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductFilters } from './product-filters';
import type { ProductSearch } from './product-search';

interface Props {
  search: ProductSearch;
  onSearchChange: (next: ProductSearch) => void;
}

/** How many cards the grid renders at once when it first appears: about a tablet screen's worth. */
const FIRST_CARDS = 6;
/** Whether a grid has shown on this page before: opened again (Back), it renders whole at once. */
let gridShown = false;

interface GridProps {
  products: ProductListItem[];
  inCart: ReadonlyMap<number, number> | undefined;
  favouritesOwner: number | undefined;
  favouriteIds: ReadonlySet<number> | undefined;
  waitingFavourites: ReadonlySet<number>;
}

/**
 * The cards. When the grid first appears, the first few render at once and the rest in a
 * background render right after (useDeferredValue), so neither render nor its commit holds a
 * tablet's main thread for the whole page. Opened again, it renders whole, so that the scroll
 * position Back restores is there to restore.
 */
function ProductGrid({ products, inCart, favouritesOwner, favouriteIds, waitingFavourites }: GridProps) {
  const count = useDeferredValue(products.length, gridShown ? products.length : FIRST_CARDS);
  useEffect(() => {
    gridShown = true;
  }, []);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }} gap="4">
      {products.slice(0, Math.max(count, FIRST_CARDS)).map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          inCart={inCart?.get(p.id) ?? 0}
          favouritesOwner={favouritesOwner}
          favourite={favouriteIds === undefined ? undefined : favouriteIds.has(p.id)}
          favouriteWaiting={waitingFavourites.has(p.id)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The catalogue grid, read from the device database so it works with no network. */
export function ProductListPage({ search, onSearchChange }: Props) {
  const { t } = useI18n();
  const sync = useSyncProgress();
  const sortBy = search.sortBy ?? 'name';
  useFavouritesSync();
  const { ids: favouriteIds, waiting: waitingFavourites } = useFavourites();
  const favouritesOwner = useFavouritesOwner();
  const inCart = useCartQuantities();
  const onlyFavourites = search.favourites === true;
  const productIds = onlyFavourites ? [...(favouriteIds ?? [])].sort((a, b) => a - b) : undefined;
  const result = useProducts({
    search: search.search,
    categoryId: search.categoryId,
    vendorId: search.vendorId,
    productIds,
    sortBy,
    sortOrder: sortBy === 'createdAt' ? 'desc' : 'asc',
    page: search.page ?? 1,
  });
  // Before the first sync finished the device has nothing to show yet: skeletons, not "no products".
  const meta = useLiveQuery(readCatalogueMeta, [], 'catalogue-meta');
  const neverSynced = meta?.lastSyncedAt === null && !sync.error;
  const loading = result === undefined || meta === undefined || (onlyFavourites && favouriteIds === undefined) || (neverSynced && result.total === 0);
  const page = result?.page ?? 1;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('nav.products')}
      </Heading>
      <ProductFilters value={search} onChange={(next) => onSearchChange({ ...next, page: undefined })} />
      {sync.error && meta?.lastSyncedAt === null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('shop.syncFailed', { error: sync.error })}</Alert.Title>
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
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }} gap="4">
            {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : result.total === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{onlyFavourites && favouriteIds?.size === 0 ? t('shop.noFavourites') : t('shop.noProductsFound')}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('shop.productCount', { count: result.total })}
          </Text>
          <ProductGrid products={result.products} inCart={inCart} favouritesOwner={favouritesOwner} favouriteIds={favouriteIds} waitingFavourites={waitingFavourites} />
          {result.pages > 1 && (
            <HStack justify="center" gap="3" as="nav" aria-label={t('shop.pagination')}>
              <Button minH="11" variant="outline" disabled={page <= 1} onClick={() => onSearchChange({ ...search, page: page - 1 })}>
                {t('shop.previous')}
              </Button>
              <Text fontSize="sm">{t('shop.pageOf', { page, pages: result.pages })}</Text>
              <Button minH="11" variant="outline" disabled={page >= result.pages} onClick={() => onSearchChange({ ...search, page: page + 1 })}>
                {t('shop.next')}
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
