import { formatMoney } from '../../../lib/i18n/format';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ProductListItem } from '../../../lib/catalogue/catalogue-queries';
import { packSizeOf } from '@portal/contract/order-rules';
import { CartLineStepper, useCartLine } from './cart-line-stepper';
import { useI18n } from '../../../lib/i18n/i18n';
import { FavouriteToggle } from './favourite-button';
import { ProductImage } from '../../../ui/product-image';
import { SpriteIcon } from '../../../ui/sprite-icons';
import './product-card.css';

interface CardProps {
  product: ProductListItem;
  /** How many the cart holds (0: none). */
  inCart: number;
  /** The signed-in shopper's id for the heart; undefined: no heart (not a shopper). */
  favouritesOwner: number | undefined;
  /** Whether it is among the shopper's favourites; undefined while they load. */
  favourite: boolean | undefined;
  /** The heart was changed here and the server, out of reach, has not taken it yet. */
  favouriteWaiting: boolean;
}

/**
 * One product of the grid. The grid reads the cart and the favourites once for all its cards and
 * passes each its share, and a card renders again only when what it shows changed: the grid
 * updates often while the app starts (sync progress, the catalogue snapshot replacing the first
 * rows read, the cart and favourites arriving), and twenty cards of UI-kit components each time
 * held a mid-range tablet's main thread for hundreds of milliseconds.
 */
export const ProductCard = memo(ProductCardView, (before, after) => sameCard(before, after));

function sameCard(a: CardProps, b: CardProps): boolean {
  return (
    a.inCart === b.inCart &&
    a.favourite === b.favourite &&
    a.favouriteWaiting === b.favouriteWaiting &&
    a.favouritesOwner === b.favouritesOwner &&
    sameShown(a.product, b.product)
  );
}

/**
 * Whether two reads of a product show the same card, compared field by field: the grid compares
 * its twenty cards on every cart tap, and making a string of each product for it allocated more
 * than the rest of that work.
 */
function sameShown(p: ProductListItem, q: ProductListItem): boolean {
  if (p === q) return true;
  const a = p.images[0];
  const b = q.images[0];
  return (
    p.id === q.id &&
    p.version === q.version &&
    p.name === q.name &&
    p.description === q.description &&
    p.price === q.price &&
    p.sku === q.sku &&
    p.packSize === q.packSize &&
    p.vendorName === q.vendorName &&
    a?.url === b?.url &&
    a?.altText === b?.altText &&
    p.categories.length === q.categories.length &&
    p.categories.every((c, i) => c.id === q.categories[i]!.id && c.name === q.categories[i]!.name)
  );
}

/** A card's place while the grid loads: plain markup like the card, so a grid of them costs little. */
export function ProductCardSkeleton() {
  return (
    <div className="pcard" data-testid="product-skeleton" aria-hidden="true">
      <div className="pcard-skel image" />
      <div className="pcard-body">
        <div className="pcard-skel title" />
        <div className="pcard-skel line" />
        <div className="pcard-skel line short" />
        <div className="pcard-skel price" />
      </div>
    </div>
  );
}

function ProductCardView({ product, inCart, favouritesOwner, favourite, favouriteWaiting }: CardProps) {
  const { t } = useI18n();
  const image = product.images[0];
  const pack = packSizeOf(product.packSize);
  return (
    <article className="pcard" data-testid="product-card">
      <ProductImage src={image?.url} alt={image?.altText ?? product.name} />
      <div className="pcard-body">
        <div className="pcard-head">
          <h2 className="pcard-title" title={product.name}>
            {product.name}
          </h2>
          {favouritesOwner !== undefined && <FavouriteToggle owner={favouritesOwner} productId={product.id} productName={product.name} favourite={favourite} waiting={favouriteWaiting} />}
        </div>
        <p className="pcard-desc">{product.description}</p>
        <div className="pcard-row">
          <span className="pcard-price">{formatMoney(product.price)}</span>
          {pack > 1 && (
            <span className="pcard-badge pack" data-testid="pack-size">
              {t('shop.packOf', { count: pack })}
            </span>
          )}
        </div>
        <div className="pcard-meta">
          {product.vendorName && <p>{t('shop.byVendor', { vendor: product.vendorName })}</p>}
          {product.sku && <p>{t('shop.sku', { sku: product.sku })}</p>}
        </div>
        {product.categories.length > 0 && (
          <div className="pcard-tags">
            {product.categories.map((c) => (
              <span key={c.id} className="pcard-badge">
                {c.name}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="pcard-footer pcard-row">
        <CardCartControl productId={product.id} name={product.name} pack={pack} inCart={inCart} />
        <Link className="pcard-button outline" to="/products/$id" params={{ id: String(product.id) }}>
          {t('shop.details')}
        </Link>
      </div>
    </article>
  );
}

/**
 * Add to Cart, or the stepper once the cart holds the product: a component of its own, so a tap
 * renders it alone and not the card around it (its picture, texts, heart and Details link).
 */
function CardCartControl({ productId, name, pack, inCart }: { productId: number; name: string; pack: number; inCart: number }) {
  const { t } = useI18n();
  const line = useCartLine(productId, inCart);
  if (line.quantity > 0) return <CartLineStepper name={name} pack={pack} line={line} />;
  return (
    <button type="button" className="pcard-button solid" onClick={() => void line.add(pack)}>
      <SpriteIcon name="shopping-cart" />
      {t('shop.addToCart')}
    </button>
  );
}
