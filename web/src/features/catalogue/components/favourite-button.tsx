import { IconButton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/i18n';
import { toggleFavourite, useFavouriteIds, useFavouritesOwner } from '../offline/use-favourites';

/**
 * The heart on a product card and the product page: the signed-in shopper's own, kept on the
 * device (works offline) and sent to the server when it answers. Not shown to the back office.
 */
export function FavouriteButton({ productId, productName }: { productId: number; productName: string }) {
  const owner = useFavouritesOwner();
  const ids = useFavouriteIds();
  if (owner === undefined) return null;
  return <FavouriteToggle owner={owner} productId={productId} productName={productName} favourite={ids === undefined ? undefined : ids.has(productId)} />;
}

/**
 * The heart itself, for a screen that already holds the shopper's favourites (the product grid
 * reads them once for all its cards). `favourite` undefined: still loading, shown disabled.
 */
export function FavouriteToggle({ owner, productId, productName, favourite }: { owner: number; productId: number; productName: string; favourite: boolean | undefined }) {
  const { t } = useI18n();
  const on = favourite === true;
  return (
    <IconButton
      variant="ghost"
      minW="11"
      minH="11"
      aria-label={t('shop.favouriteOf', { name: productName })}
      title={on ? t('shop.favouriteRemove') : t('shop.favouriteAdd')}
      aria-pressed={on}
      disabled={favourite === undefined}
      onClick={() => void toggleFavourite(owner, productId, !on)}
    >
      <Heart fill={on ? 'currentColor' : 'none'} color={on ? 'var(--chakra-colors-secondary-solid)' : undefined} />
    </IconButton>
  );
}
