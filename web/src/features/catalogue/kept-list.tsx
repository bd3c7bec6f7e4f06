import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { rememberListSearch } from '../../ui/layout/crumb-state';
import type { ProductSearch } from './components/product-search';
import { listScreen, type ListScreenComponent } from './list-screen';

const LIST = '/_app/products/';
const PRODUCT = '/_app/products/$id';

/**
 * The product list, kept by the signed-in frame instead of mounted by its route (decision 062).
 * A card's Details used to take the whole list down (some thousand elements and their effects)
 * and Back built it again from scratch, each in the tap's task. Now the list stays, invisible and
 * out of reach, while the shopper is on a product's page opened from it: Details only renders the
 * product's page, and Back shows the list as it was left (its search, its scroll, the cards'
 * figures following the cart all along). Anywhere else it is gone, as it was before.
 */
export function KeptList() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const search = useSearch({ from: LIST, shouldThrow: false });
  const onList = routeId === LIST;
  const [kept, setKept] = useState<ProductSearch | null>(null);
  if (onList && search !== undefined && search !== kept) setKept(search);
  if (kept !== null && !onList && routeId !== PRODUCT) setKept(null);
  const shown = onList && search !== undefined ? search : kept;
  // Its route's loader fetches the code; the list renders once it is there.
  const screen = listScreen.useLoaded();
  if (shown === null || !screen) return null;
  // Back to Products and the breadcrumb return to these filters and this page.
  rememberListSearch('/products', shown);
  return <Kept Screen={screen} search={shown} shown={onList} />;
}

function Kept({ Screen, search, shown }: { Screen: ListScreenComponent; search: ProductSearch; shown: boolean }) {
  const navigate = useNavigate();
  const onSearchChange = useCallback((next: ProductSearch) => void navigate({ to: '/products', search: next, replace: true }), [navigate]);
  // The same element while the search is the same: hiding or showing the list renders nothing in it.
  const screen = useMemo(() => <Screen search={search} onSearchChange={onSearchChange} />, [Screen, search, onSearchChange]);
  return (
    // Hidden, it is invisible and takes no room, its rendering kept as it was: `content-visibility:
    // hidden` (product-list.css) skips its style, layout and paint and keeps what they were, so
    // showing it again costs next to nothing when nothing in it changed. Out of reach too: its
    // skipped contents take no focus and no taps and are not found or read out. Not `inert`:
    // toggled, it restyles every element in the list (decision 063).
    <div className={shown ? undefined : 'plist-kept'} aria-hidden={shown ? undefined : true} data-testid={shown ? undefined : 'kept-list'}>
      {screen}
    </div>
  );
}
