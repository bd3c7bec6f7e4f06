import { formatMoney } from '../../../lib/i18n/format';
import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { ShoppingCart } from 'lucide-react';
import type { ProductListItem } from '../../../lib/catalogue/catalogue-queries';
import { packSizeOf } from '@portal/contract/order-rules';
import { addToCart, changeQuantity, setQuantity } from '../../../lib/cart/cart-store';
import { useI18n } from '../../../lib/i18n/i18n';
import { FavouriteToggle } from './favourite-button';
import { ProductImage } from '../../../ui/product-image';
import { QuantityStepper } from '../../../ui/quantity-stepper';

interface CardProps {
  product: ProductListItem;
  /** How many the cart holds (0: none). */
  inCart: number;
  /** The signed-in shopper's id for the heart; undefined: no heart (not a shopper). */
  favouritesOwner: number | undefined;
  /** Whether it is among the shopper's favourites; undefined while they load. */
  favourite: boolean | undefined;
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
    a.favouritesOwner === b.favouritesOwner &&
    shown(a.product) === shown(b.product)
  );
}

/** What a card shows of a product, as one string to compare. */
function shown(p: ProductListItem): string {
  const image = p.images[0];
  return JSON.stringify([p.id, p.version, p.name, p.description, p.price, p.sku, p.packSize, p.vendorName, image?.url, image?.altText, p.categories]);
}

function ProductCardView({ product, inCart, favouritesOwner, favourite }: CardProps) {
  const { t } = useI18n();
  const image = product.images[0];
  const pack = packSizeOf(product.packSize);
  return (
    <Card.Root overflow="hidden" data-testid="product-card">
      <ProductImage src={image?.url} alt={image?.altText ?? product.name} />
      <Card.Body gap="2" p="4">
        <HStack align="start" justify="space-between" gap="1">
          <Card.Title as="h2" fontSize="md" lineClamp={2} minH="2.6em" lineHeight="1.3em" title={product.name}>
            {product.name}
          </Card.Title>
          {favouritesOwner !== undefined && <FavouriteToggle owner={favouritesOwner} productId={product.id} productName={product.name} favourite={favourite} />}
        </HStack>
        <Text color="fg.muted" fontSize="sm" lineClamp={2} minH="2.5em">
          {product.description}
        </Text>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg" color="primary.fg">
            {formatMoney(product.price)}
          </Text>
          {pack > 1 && (
            <Badge colorPalette="orange" variant="subtle" data-testid="pack-size">
              {t('shop.packOf', { count: pack })}
            </Badge>
          )}
        </HStack>
        <Stack gap="0" fontSize="xs" color="fg.muted">
          {product.vendorName && <Text>{t('shop.byVendor', { vendor: product.vendorName })}</Text>}
          {product.sku && <Text>{t('shop.sku', { sku: product.sku })}</Text>}
        </Stack>
        {product.categories.length > 0 && (
          <Wrap gap="1">
            {product.categories.map((c) => (
              <Badge key={c.id} size="sm" variant="subtle">
                {c.name}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <HStack w="full" justify="space-between" wrap="wrap" gap="2">
          {inCart > 0 ? (
            <QuantityStepper
              quantity={inCart}
              label={product.name}
              step={pack}
              onStep={(delta) => void changeQuantity(product.id, delta)}
              onChange={(next) => void setQuantity(product.id, next)}
            />
          ) : (
            <Button minH="11" colorPalette="primary" onClick={() => void addToCart(product.id, pack)}>
              <ShoppingCart /> {t('shop.addToCart')}
            </Button>
          )}
          <Button minH="11" variant="outline" asChild>
            <Link to="/products/$id" params={{ id: String(product.id) }}>
              {t('shop.details')}
            </Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
