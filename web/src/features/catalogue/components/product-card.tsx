import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { formatCents } from '@portal/contract/money';
import type { ProductListItem } from '../offline/catalogue-queries';
import { addToCart, changeQuantity } from '../../../lib/cart/cart-store';
import { useCartQuantity } from '../../../lib/cart/use-cart';
import { useI18n } from '../../../lib/i18n/i18n';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

export function ProductCard({ product }: { product: ProductListItem }) {
  const { t } = useI18n();
  const inCart = useCartQuantity(product.id);
  const image = product.images[0];
  return (
    <Card.Root overflow="hidden" data-testid="product-card">
      <ProductImage src={image?.url} alt={image?.altText ?? product.name} />
      <Card.Body gap="2" p="4">
        <Card.Title as="h2" fontSize="md" lineClamp={1}>
          {product.name}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm" lineClamp={2} minH="2.5em">
          {product.description}
        </Text>
        <Text fontWeight="bold" fontSize="lg" color="primary.fg">
          {formatCents(product.price)}
        </Text>
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
            <QuantityStepper quantity={inCart} label={product.name} onStep={(delta) => void changeQuantity(product.id, delta)} />
          ) : (
            <Button size="sm" colorPalette="primary" onClick={() => void addToCart(product.id)}>
              <ShoppingCart /> {t('shop.addToCart')}
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to="/products/$id" params={{ id: String(product.id) }}>
              {t('shop.details')}
            </Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
