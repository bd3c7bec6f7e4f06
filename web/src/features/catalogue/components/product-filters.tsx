import { Button, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PhoneFilters } from '../../../ui/phone-filters';
import { useI18n } from '../../../lib/i18n/i18n';
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
 * filters with their lists of categories and vendors.
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
    <Input
      size="lg"
      aria-label={t('shop.search')}
      placeholder={t('shop.search')}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onTyping?.(e.target.value);
      }}
    />
  );
}

export function ProductFilters({ value, onChange, onTyping }: Props) {
  const { t } = useI18n();
  const categories = useCategories() ?? [];
  const vendors = useVendors() ?? [];
  const shopper = useFavouritesOwner() !== undefined;
  const { page: _page, ...filters } = value;
  const num = (raw: string) => (raw ? Number(raw) : undefined);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: shopper ? 6 : 5 }} gap="3" alignItems="end">
      <SearchBox search={value.search} onSearch={(text) => onChange({ ...filters, search: text || undefined })} onTyping={onTyping} />
      <PhoneFilters active={[value.categoryId, value.vendorId, value.sortBy && value.sortBy !== 'name' ? value.sortBy : undefined, value.favourites].filter((f) => f !== undefined).length}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field aria-label={t('shop.category')} value={value.categoryId ?? ''} onChange={(e) => onChange({ ...filters, categoryId: num(e.target.value) })}>
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
          <NativeSelect.Field aria-label={t('shop.vendor')} value={value.vendorId ?? ''} onChange={(e) => onChange({ ...filters, vendorId: num(e.target.value) })}>
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
          <NativeSelect.Field
            aria-label={t('shop.sortBy')}
            value={value.sortBy ?? 'name'}
            onChange={(e) => onChange({ ...filters, sortBy: e.target.value as ProductSearch['sortBy'] })}
          >
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
            variant={value.favourites ? 'solid' : 'outline'}
            colorPalette={value.favourites ? 'primary' : undefined}
            aria-pressed={value.favourites === true}
            onClick={() => onChange({ ...filters, favourites: value.favourites ? undefined : true })}
          >
            <Heart fill={value.favourites ? 'currentColor' : 'none'} /> {t('shop.favouritesOnly')}
          </Button>
        )}
        <Button minH="11" size="lg" variant="outline" onClick={() => onChange({})}>
          {t('shop.clearFilters')}
        </Button>
      </PhoneFilters>
    </SimpleGrid>
  );
}
