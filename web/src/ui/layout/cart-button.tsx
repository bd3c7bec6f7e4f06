import { Badge, Float, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { useCartCount } from '../../lib/cart/cart-count';
import { useI18n } from '../../lib/i18n/i18n';

export function CartButton() {
  const { t } = useI18n();
  const count = useCartCount();
  return (
    <IconButton asChild variant="ghost" aria-label={t('nav.cartBadge', { count })}>
      <Link to="/cart">
        <ShoppingCart />
        {count > 0 && (
          <Float placement="top-end" offset="2">
            <Badge colorPalette="secondary" variant="solid" size="xs" borderRadius="full" data-testid="cart-count">
              {count}
            </Badge>
          </Float>
        )}
      </Link>
    </IconButton>
  );
}
