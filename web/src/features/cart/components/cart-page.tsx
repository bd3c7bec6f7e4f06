import { Alert, Badge, Box, Button, Card, Grid, Heading, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { MSG } from '@portal/contract/messages';
import { formatCents } from '@portal/contract/money';
import { useI18n } from '../../../lib/i18n/i18n';
import { useCategories } from '../../catalogue/offline/use-catalogue';
import { ProductImage } from '../../catalogue/components/product-image';
import { QuantityStepper } from '../../catalogue/components/quantity-stepper';
import type { CartLineView } from '../../../lib/cart/cart-queries';
import { changeQuantity, clearCart, removeFromCart } from '../../../lib/cart/cart-store';
import { useCart } from '../../../lib/cart/use-cart';
import { OrderSummary } from './order-summary';

function CartRow({ line, categoryNames }: { line: CartLineView; categoryNames: Map<number, string> }) {
  const { t } = useI18n();
  const p = line.product;
  const name = p?.name ?? t('shop.unavailableProduct');
  return (
    <Card.Root size="sm" data-testid="cart-row">
      <Card.Body>
        <Grid templateColumns={{ base: '80px 1fr', md: '96px 1fr auto' }} gap="4" alignItems="center">
          <Box borderRadius="md" overflow="hidden">
            <ProductImage src={p?.images[0]?.thumbUrl} alt={name} height="80px" />
          </Box>
          <Stack gap="1">
            <Text fontWeight="semibold">{name}</Text>
            {line.vendor && <Text fontSize="sm" color="fg.muted">{t('shop.byVendor', { vendor: line.vendor.name })}</Text>}
            {p?.sku && <Text fontSize="xs" color="fg.muted">{t('shop.sku', { sku: p.sku })}</Text>}
            <Wrap gap="1">
              {p?.categoryIds.map((id) => categoryNames.get(id)).filter(Boolean).map((n) => (
                <Badge key={n} size="sm" variant="subtle">
                  {n}
                </Badge>
              ))}
            </Wrap>
          </Stack>
          <HStack gap="4" gridColumn={{ base: '1 / -1', md: 'auto' }} justify="space-between">
            <QuantityStepper quantity={line.quantity} label={name} onStep={(delta) => void changeQuantity(line.productId, delta)} />
            <Stack gap="0" textAlign="right" minW="24">
              <Text fontWeight="bold">{formatCents(line.lineTotal)}</Text>
              {p && <Text fontSize="xs" color="fg.muted">{t('shop.each', { price: formatCents(p.price) })}</Text>}
            </Stack>
            <IconButton variant="ghost" colorPalette="red" aria-label={t('shop.remove', { name })} onClick={() => void removeFromCart(line.productId)}>
              <Trash2 />
            </IconButton>
          </HStack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

export function CartPage() {
  const { t } = useI18n();
  const cart = useCart();
  const categories = useCategories() ?? [];
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  if (!cart) return <Text color="fg.muted">{t('common.loading')}</Text>;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('nav.cart')}
      </Heading>
      {cart.lines.length === 0 ? (
        <Stack gap="4" align="start">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{MSG.cartEmpty}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="primary">
            <Link to="/products">{t('shop.continueShopping')}</Link>
          </Button>
        </Stack>
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 340px' }} gap="5" alignItems="start">
          <Stack gap="3">
            {cart.lines.map((line) => (
              <CartRow key={line.productId} line={line} categoryNames={categoryNames} />
            ))}
            <HStack justify="space-between">
              <Button variant="outline" asChild>
                <Link to="/products">{t('shop.continueShopping')}</Link>
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => void clearCart()}>
                {t('shop.clearCart')}
              </Button>
            </HStack>
          </Stack>
          <OrderSummary cart={cart} />
        </Grid>
      )}
    </Stack>
  );
}
