import { Button, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { PhoneFilters } from '../../../ui/phone-filters';
import { useI18n } from '../../../lib/i18n/i18n';
import { useLatestHandler } from '../../../lib/use-latest-handler';
import { useCategories, useVendors } from '../../../lib/catalogue/use-catalogue';
import { useFavouritesOwner } from '../offline/use-favourites';
import type { ProductSearch } from './product-search';

interface Props {
  value: ProductSearch;
  /** Any change here goes back to page 1 (the caller drops the page). */
  onChange: (next: Omit<ProductSearch, 'page'>) => void;
  /** Each change of the search box at once, before the address follows it: the list searches with it. */
  onTyping?: (text: string) => void;
}

/** How long the address waits for the search box to rest before following it (the list does not wait). */
const ADDRESS_PAUSE_MS = 250;

/**
 * The search box, a component of its own: a key stroke renders the box alone, not the other
 * filters with their lists of categories and vendors. Plain markup drawn as the UI kit's Input of
 * size lg (product-list.css): the kit's part computed its styles again with every key.
 */
function SearchBox({ search, onSearch, onTyping }: { search: string | undefined; onSearch: (text: string) => void; onTyping?: (text: string) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState(search ?? '');
  // Clear Filters (or Back) changes the URL: the box follows it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search ?? '');
  }
  // The URL (for Back and a shared link) follows the search box after a short pause, not on
  // every key stroke; the results follow each key through onTyping.
  useEffect(() => {
    if (text === (search ?? '')) return;
    const timer = setTimeout(() => onSearch(text), ADDRESS_PAUSE_MS);
    return () => clearTimeout(timer);
  });
  return (
    <input
      className="psearch"
      aria-label={t('shop.search')}
      placeholder={t('shop.search')}
      // Names, brands and SKUs: no spelling marks, no capital or correction put in by the keyboard.
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      enterKeyHint="search"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onTyping?.(e.target.value);
      }}
    />
  );
}

export function ProductFilters({ value, onChange, onTyping }: Props) {
  const shopper = useFavouritesOwner() !== undefined;
  const { page: _page, ...filters } = value;
  // The choices' handlers read the latest search and handler: the choices render again only when
  // what they show changed, not when the address follows the search box (decision 043).
  const choose = useLatestHandler((patch: Omit<ProductSearch, 'page'>) => onChange({ ...filters, ...patch }));
  const clear = useLatestHandler(() => onChange({}));
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: shopper ? 6 : 5 }} gap="3" alignItems="end">
      <SearchBox search={value.search} onSearch={(text) => onChange({ ...filters, search: text || undefined })} onTyping={onTyping} />
      <FilterChoices categoryId={value.categoryId} vendorId={value.vendorId} sortBy={value.sortBy} favourites={value.favourites} shopper={shopper} onChoose={choose} onClear={clear} />
    </SimpleGrid>
  );
}

interface ChoicesProps {
  categoryId: number | undefined;
  vendorId: number | undefined;
  sortBy: ProductSearch['sortBy'];
  favourites: boolean | undefined;
  shopper: boolean;
  /** Changes these fields of the latest search (a stable handler). */
  onChoose: (patch: Omit<ProductSearch, 'page'>) => void;
  onClear: () => void;
}

/** The category, vendor and sort lists and the buttons: UI-kit parts with long lists of options. */
const FilterChoices = memo(function FilterChoices({ categoryId, vendorId, sortBy, favourites, shopper, onChoose, onClear }: ChoicesProps) {
  const { t } = useI18n();
  const categories = useCategories() ?? [];
  const vendors = useVendors() ?? [];
  const num = (raw: string) => (raw ? Number(raw) : undefined);
  return (
    <PhoneFilters active={[categoryId, vendorId, sortBy && sortBy !== 'name' ? sortBy : undefined, favourites].filter((f) => f !== undefined).length}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field aria-label={t('shop.category')} value={categoryId ?? ''} onChange={(e) => onChoose({ categoryId: num(e.target.value) })}>
          <option value="">{t('shop.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field aria-label={t('shop.vendor')} value={vendorId ?? ''} onChange={(e) => onChoose({ vendorId: num(e.target.value) })}>
          <option value="">{t('shop.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field aria-label={t('shop.sortBy')} value={sortBy ?? 'name'} onChange={(e) => onChoose({ sortBy: e.target.value as ProductSearch['sortBy'] })}>
          <option value="name">{t('shop.sortName')}</option>
          <option value="price">{t('shop.sortPrice')}</option>
          <option value="priceDesc">{t('shop.sortPriceDesc')}</option>
          <option value="createdAt">{t('shop.sortNewest')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {shopper && (
        <Button
          minH="11"
          size="lg"
          variant={favourites ? 'solid' : 'outline'}
          colorPalette={favourites ? 'primary' : undefined}
          aria-pressed={favourites === true}
          onClick={() => onChoose({ favourites: favourites ? undefined : true })}
        >
          <Heart fill={favourites ? 'currentColor' : 'none'} /> {t('shop.favouritesOnly')}
        </Button>
      )}
      <Button minH="11" size="lg" variant="outline" onClick={onClear}>
        {t('shop.clearFilters')}
      </Button>
    </PhoneFilters>
  );
});
