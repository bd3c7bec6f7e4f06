import { IconButton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/i18n';
import { toggleFavourite, useFavouriteIds, useFavouritesOwner } from '../offline/use-favourites';

/**
 * The heart on a product card and the product page: the signed-in shopper's own, kept on the
 * device (works offline) and sent to the server when it answers. Not shown to the back office.
 */
export function FavouriteButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const owner = useFavouritesOwner();
  const ids = useFavouriteIds();
  if (owner === undefined) return null;
  const favourite = ids?.has(productId) ?? false;
  return (
    <IconButton
      variant="ghost"
      minW="11"
      minH="11"
      aria-label={t('shop.favouriteOf', { name: productName })}
      title={favourite ? t('shop.favouriteRemove') : t('shop.favouriteAdd')}
      aria-pressed={favourite}
      disabled={ids === undefined}
      onClick={() => void toggleFavourite(owner, productId, !favourite)}
    >
      <Heart fill={favourite ? 'currentColor' : 'none'} color={favourite ? 'var(--chakra-colors-secondary-solid)' : undefined} />
    </IconButton>
  );
}
