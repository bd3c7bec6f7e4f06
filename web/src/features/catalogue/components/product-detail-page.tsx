import { formatMoney } from '../../../lib/i18n/format';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, RotateCcw, Share2, ShieldCheck, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, RETURN_POLICY_DAYS } from '@portal/contract/rules';
import { packSizeOf, roundUpToPack } from '@portal/contract/order-rules';
import { CartLineStepper, useCartLine } from './cart-line-stepper';
import { useCartQuantity } from '../../../lib/cart/use-cart';
import { useI18n } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import type { ProductDetail } from '../../../lib/catalogue/catalogue-queries';
import { useCatalogueSettings, useProduct } from '../../../lib/catalogue/use-catalogue';
import { useFavouritesSync } from '../offline/use-favourites';
import { FavouriteButton } from './favourite-button';
import { listSearch, useCrumbTitle } from '../../../ui/layout/crumb-state';
import { useReturnClick } from '../../../lib/return-link';
import { ProductImage } from '../../../ui/product-image';
import { PictureZoom } from './picture-zoom';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import './product-card.css';
import './favourite-button.css';
import './product-detail.css';

export function ProductDetailPage({ productId }: { productId: number }) {
  const { t } = useI18n();
  const product = useProduct(productId);
  useFavouritesSync();
  useCrumbTitle(`/products/${productId}`, product?.name);
  if (product === undefined) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (product === null) {
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('shop.productNotFound')}</Alert.Title>
        </Alert.Root>
        <BackLink />
      </Stack>
    );
  }
  return <ProductDetailView product={product} />;
}

function BackLink() {
  const { t } = useI18n();
  const search = listSearch('/products') ?? {};
  // From the list, back to it where it was scrolled (the browser's Back), not a new list on top.
  const returnToList = useReturnClick('/products', search);
  return (
    <Link className="pcard-button pdetail-back" to="/products" search={search} onClick={returnToList}>
      <ArrowLeft aria-hidden /> {t('shop.backToProducts')}
    </Link>
  );
}

function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  // The zoom's dialog is mounted once first opened, not with every product page (a card's Details).
  const [zoomed, setZoomed] = useState(false);
  const images = product.images;
  const current = images[Math.min(index, images.length - 1)];
  const src = current?.fullUrl ?? current?.url;
  const alt = current?.altText ?? product.name;
  return (
    <div className="pdetail-gallery">
      {src ? (
        // A tap or click on the picture opens it full size, to zoom (the same address: cached offline).
        <button
          type="button"
          className="zoom-open"
          aria-label={t('shop.zoom.open', { name: product.name })}
          aria-haspopup="dialog"
          onClick={() => {
            setZoomed(true);
            setZooming(true);
          }}
        >
          <ProductImage src={src} alt={alt} height="360px" />
        </button>
      ) : (
        <div className="pdetail-picture">
          <ProductImage src={src} alt={alt} height="360px" />
        </div>
      )}
      {src && zoomed && <PictureZoom open={zooming} src={src} alt={alt} title={product.name} onClose={() => setZooming(false)} />}
      {images.length > 1 && (
        <div className="pdetail-thumbs">
          {images.map((img, i) => (
            <button type="button" className="pdetail-thumb" data-current={i === index || undefined} key={img.id} onClick={() => setIndex(i)} aria-label={`${product.name} ${i + 1}`}>
              <img src={img.thumbUrl} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The product page: plain markup with the UI kit's tokens (product-detail.css; its buttons drawn
 * as the card's, product-card.css, and the heart's, favourite-button.css), and what the cart and
 * the settings change renders on its own: a card's Details renders all of it at once, and each
 * UI-kit part computed its styles as it rendered (decisions 035 and 051).
 */
function ProductDetailView({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title: product.name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    notify.success(t('shop.linkCopied'));
  }
  return (
    <div className="pdetail">
      <div>
        <BackLink />
      </div>
      <div className="pdetail-grid">
        <Gallery product={product} />
        <div className="pdetail-facts">
          <div className="pdetail-head">
            <h1 className="pdetail-title">{product.name}</h1>
            <div className="pdetail-actions">
              <FavouriteButton productId={product.id} productName={product.name} />
              <button type="button" className="fav-button" aria-label={t('shop.share')} onClick={() => void share()}>
                <Share2 aria-hidden />
              </button>
            </div>
          </div>
          <p className="pdetail-price">{formatMoney(product.price)}</p>
          {product.sku && <p className="pdetail-muted">{t('shop.sku', { sku: product.sku })}</p>}
          {product.categories.length > 0 && (
            <div className="pdetail-badges" aria-label={t('shop.category')}>
              {product.categories.map((c) => (
                <span key={c.id} className="pdetail-badge">
                  {c.name}
                </span>
              ))}
            </div>
          )}
          {product.tags.length > 0 && (
            <div className="pdetail-badges" aria-label={t('shop.tags')}>
              {product.tags.map((tag) => (
                <span key={tag.id} className="pdetail-badge outline">
                  {tag.name}
                </span>
              ))}
            </div>
          )}
          <p className="pdetail-description">{product.description}</p>
          {product.vendor && (
            <div className="pdetail-vendor">
              <p className="pdetail-strong">{t('shop.vendorInformation')}</p>
              <p>{product.vendor.name}</p>
              <p className="pdetail-muted small">{product.vendor.contactName}</p>
              <p className="pdetail-muted small">{product.vendor.email}</p>
            </div>
          )}
          <CartControls product={product} />
        </div>
      </div>
      <Blurbs />
    </div>
  );
}

/** How many to add, or once the product is in the cart, how many it holds: renders on its own as the cart changes. */
function CartControls({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const line = useCartLine(product.id, useCartQuantity(product.id));
  const inCart = line.quantity;
  const pack = packSizeOf(product.packSize);
  const [amount, setAmount] = useState(pack);
  return (
    <>
      {pack > 1 && (
        <p className="pdetail-muted" data-testid="pack-size">
          {t('shop.soldInPacks', { count: pack })}
        </p>
      )}
      {/* One quantity control: what to add, or once the product is in the cart, how many it holds. */}
      {inCart > 0 ? (
        <div className="pdetail-cart">
          <p>{t('shop.inCart')}</p>
          <CartLineStepper name={product.name} pack={pack} line={line} />
          <p className="pdetail-strong">{t('shop.total', { total: formatMoney(product.price * inCart) })}</p>
        </div>
      ) : (
        <div className="pdetail-cart">
          <QuantityStepper quantity={amount} label={t('shop.amountToAdd')} step={pack} min={1} onChange={(next) => setAmount(Math.max(1, next))} />
          <button
            type="button"
            className="pcard-button solid"
            onClick={() => {
              const adding = amount;
              setAmount(pack);
              void line.add(adding).then(() => notify.success(t('shop.added', { count: adding })));
            }}
          >
            {t('shop.addItems', { count: amount })}
          </button>
          <p className="pdetail-strong">{t('shop.total', { total: formatMoney(product.price * amount) })}</p>
        </div>
      )}
      {inCart === 0 && amount % pack !== 0 && <p className="pdetail-hint">{t('shop.packHint', { count: pack, next: roundUpToPack(amount, pack) })}</p>}
    </>
  );
}

/** Shipping, payment and returns: the free-shipping figure comes from the synced settings. */
function Blurbs() {
  const { t } = useI18n();
  const settings = useCatalogueSettings();
  const threshold = settings?.freeShippingThresholdCents ?? DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS;
  return (
    <div className="pdetail-blurbs">
      <Blurb icon={<Truck />} title={t('shop.freeShipping')} text={t('shop.freeShippingText', { amount: formatMoney(threshold) })} />
      <Blurb icon={<ShieldCheck />} title={t('shop.securePayment')} text={t('shop.securePaymentText')} />
      <Blurb icon={<RotateCcw />} title={t('shop.qualityGuarantee')} text={t('shop.qualityGuaranteeText', { days: RETURN_POLICY_DAYS })} />
    </div>
  );
}

function Blurb({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="pdetail-blurb">
      <span className="pdetail-blurb-icon">{icon}</span>
      <div>
        <p className="pdetail-strong">{title}</p>
        <p className="pdetail-muted small">{text}</p>
      </div>
    </div>
  );
}
