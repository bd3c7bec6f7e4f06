import { useI18n } from '../../../lib/i18n/i18n';
import { toggleFavourite, useFavourites, useFavouritesOwner } from '../offline/use-favourites';
import { SpriteIcon } from '../../../ui/sprite-icons';
import './favourite-button.css';

/**
 * The heart on a product card and the product page: the signed-in shopper's own, kept on the
 * device (works offline) and sent to the server when it answers. Not shown to the back office.
 */
export function FavouriteButton({ productId, productName }: { productId: number; productName: string }) {
  const owner = useFavouritesOwner();
  const { ids, waiting } = useFavourites();
  if (owner === undefined) return null;
  return (
    <FavouriteToggle
      owner={owner}
      productId={productId}
      productName={productName}
      favourite={ids === undefined ? undefined : ids.has(productId)}
      waiting={waiting.has(productId)}
    />
  );
}

/**
 * The heart itself, for a screen that already holds the shopper's favourites (the product grid
 * reads them once for all its cards). `favourite` undefined: still loading, shown disabled.
 * Plain markup drawn like the UI kit's ghost icon button (favourite-button.css), its heart one of
 * the sprite's icons (sprite-icons.tsx): twenty cards mount one each with every search (decisions 035, 065).
 */
export function FavouriteToggle({
  owner,
  productId,
  productName,
  favourite,
  waiting = false,
}: {
  owner: number;
  productId: number;
  productName: string;
  favourite: boolean | undefined;
  /** Changed here and not yet taken by the server, which cannot be reached: a dot says so. */
  waiting?: boolean;
}) {
  const { t } = useI18n();
  const on = favourite === true;
  const action = on ? t('shop.favouriteRemove') : t('shop.favouriteAdd');
  return (
    <button
      type="button"
      className="fav-button"
      aria-label={t('shop.favouriteOf', { name: productName })}
      aria-description={waiting ? t('shop.favouriteWaiting') : undefined}
      title={waiting ? `${action}. ${t('shop.favouriteWaiting')}` : action}
      aria-pressed={on}
      data-waiting={waiting || undefined}
      disabled={favourite === undefined}
      onClick={() => void toggleFavourite(owner, productId, !on)}
    >
      <SpriteIcon name={on ? 'heart-filled' : 'heart'} />
      {waiting && <span aria-hidden className="fav-waiting" />}
    </button>
  );
}
