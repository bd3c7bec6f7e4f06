import { formatMoney } from '../../../lib/i18n/format';
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { useCategories } from '../../../lib/catalogue/use-catalogue';
import { ProductImage } from '../../../ui/product-image';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import type { CartLineView, CartView } from '../../../lib/cart/cart-queries';
import { packSizeOf } from '@portal/contract/order-rules';
import { changeQuantity, clearCart, removeFromCart, restoreCart, setQuantity, snapshotCart } from '../../../lib/cart/cart-store';
import { t as translate } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { ShortfallAlert } from '../../../ui/shortfall-alert';
import { CartDrafts } from './cart-drafts';
import { OrderSummary, useProceed } from './order-summary';
import { CartTotalBar, PAYMENT_CHOICE_HASH } from '../../../ui/cart-total-bar';
import { SpriteIcon } from '../../../ui/sprite-icons';
import './cart-row.css';

/** The Undo message on screen, taken away when the cart is left: it must not follow to checkout. */
let undoMessage: string | undefined;

/**
 * Runs a change that may take lines out of the cart; when it did, a message offers Undo, which
 * puts the lines back as they were. Nothing is lost by a slipped finger.
 */
async function withUndo(productIds: number[] | undefined, change: () => Promise<void>, message: string) {
  const before = await snapshotCart(productIds);
  await change();
  const after = await snapshotCart(productIds);
  if (after.lines.length >= before.lines.length) return;
  const gone = before.lines.filter((l) => !after.lines.some((a) => a.productId === l.productId));
  undoMessage = notify.withAction('info', message, translate('shop.undo'), () => void restoreCart(productIds ? { lines: gone } : before));
}

/**
 * One cart line: plain markup with the UI kit's tokens (cart-row.css), as the product card is
 * (decision 016): the cart renders one per line, and thirty lines of some twenty UI-kit parts each
 * held a mid-range tablet for most of a second when the cart opened (decision 035). The remove
 * button is drawn as the stepper's buttons are (ui/quantity-stepper.css), in the kit's red.
 */
const CartRow = memo(CartRowView, sameLine);

/** A line renders again only when what it shows changed: every cart write reads the whole cart again. */
function sameLine(a: CartRowProps, b: CartRowProps): boolean {
  const x = a.line;
  const y = b.line;
  return (
    a.categoryNames === b.categoryNames &&
    x.productId === y.productId &&
    x.quantity === y.quantity &&
    x.lineTotal === y.lineTotal &&
    x.name === y.name &&
    x.sku === y.sku &&
    x.product?.version === y.product?.version &&
    x.vendor?.version === y.vendor?.version
  );
}

interface CartRowProps {
  line: CartLineView;
  categoryNames: ReadonlyMap<number, string>;
}

function CartRowView({ line, categoryNames }: CartRowProps) {
  const { t } = useI18n();
  const p = line.product;
  // A line whose product left the catalogue still says what it was, from what the line kept of it.
  const name = p?.name ?? line.name ?? t('shop.unknownProduct');
  const sku = p ? p.sku : line.sku;
  const categories = p?.categoryIds.map((id) => categoryNames.get(id)).filter((n): n is string => Boolean(n)) ?? [];
  return (
    <div className="crow" data-testid="cart-row">
      <div className="crow-picture">
        <ProductImage src={p?.images[0]?.thumbUrl} alt={name} height="80px" />
      </div>
      <div className="crow-text">
        <p className="crow-name">{name}</p>
        {!p && (
          <p className="crow-gone" data-testid="cart-row-gone">
            {t('shop.lineUnavailable')}
          </p>
        )}
        {line.vendor && <p className="crow-muted">{t('shop.byVendor', { vendor: line.vendor.name })}</p>}
        {sku && <p className="crow-muted small">{t('shop.sku', { sku })}</p>}
        <div className="crow-tags">
          {categories.map((n) => (
            <span key={n} className="crow-badge">
              {n}
            </span>
          ))}
        </div>
      </div>
      <div className="crow-controls">
        <QuantityStepper
          quantity={line.quantity}
          label={name}
          step={packSizeOf(p?.packSize)}
          onStep={(delta) => void withUndo([line.productId], () => changeQuantity(line.productId, delta), t('shop.lineRemoved', { name }))}
          onChange={(next) => void withUndo([line.productId], () => setQuantity(line.productId, next), t('shop.lineRemoved', { name }))}
        />
        <div className="crow-money">
          <p className="crow-total">{formatMoney(line.lineTotal)}</p>
          {p && <p className="crow-muted small">{t('shop.each', { price: formatMoney(p.price) })}</p>}
        </div>
        <button
          type="button"
          className="qstep-button crow-remove"
          aria-label={t('shop.remove', { name })}
          onClick={() => void withUndo([line.productId], () => removeFromCart(line.productId), t('shop.lineRemoved', { name }))}
        >
          <SpriteIcon name="trash" />
        </button>
      </div>
    </div>
  );
}

/**
 * The cart screen, given the cart: the signed-in frame reads it and keeps this screen rendered
 * ahead, hidden (`shown` false), while the shopper browses (features/cart/kept-cart.tsx, decision
 * 061); a visit ends when the screen is hidden or gone.
 */
export function CartScreen({ cart, shown = true }: { cart: CartView | undefined; shown?: boolean }) {
  const { t } = useI18n();
  const categories = useCategories();
  const categoryNames = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c.name])), [categories]);
  // The lines first: the summary, the saved carts and the total bar render in a background render
  // right after, so the tap on the cart button does not wait for them (decision 043); kept hidden,
  // not at all.
  const rest = useDeferredValue(shown, false);
  const step = useProceed(cart);
  // Checkout from the line sheet without a payment method lands here, on that choice.
  const hash = useLocation({ select: (l) => l.hash });
  const asked = useRef(false);
  const { askForMethod, setMissingMethod } = step;
  // Leaving the cart (the screen hidden or gone) ends the visit: its Undo offer must not follow to
  // checkout, and the next visit starts as a screen just opened (asked again for a payment
  // method, no earlier warning shown).
  useEffect(() => {
    if (!shown) return;
    return () => {
      if (undoMessage) notify.withdraw(undoMessage);
      undoMessage = undefined;
      asked.current = false;
      setMissingMethod(false);
    };
  }, [shown, setMissingMethod]);
  const needsMethod = rest && cart !== undefined && cart.lines.length > 0 && !cart.paymentMethod;
  useEffect(() => {
    if (asked.current || hash !== PAYMENT_CHOICE_HASH || !needsMethod) return;
    asked.current = true;
    askForMethod();
  }, [hash, needsMethod, askForMethod]);
  if (!cart) return <Text color="fg.muted">{t('common.loading')}</Text>;
  // Plain markup drawn as the kit's Stack, Grid, Heading and buttons (cart-row.css): the cart
  // opens with it and its thirty lines in one render (decision 051).
  return (
    <div className="cart-page">
      <h1 className="cart-title">{t('nav.cart')}</h1>
      {cart.lines.length === 0 ? (
        <Stack gap="4" align="start">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('shop.cartEmpty')}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="primary" minH="11">
            <Link to="/products">{t('shop.continueShopping')}</Link>
          </Button>
          <Box w="full">
            <CartDrafts cart={cart} />
          </Box>
        </Stack>
      ) : (
        <div className="cart-columns">
          <div className="cart-lines">
            <ShortfallAlert shortfalls={cart.shortfalls} onRoundUp={(s) => void setQuantity(s.productId, s.nextValid)} />
            {cart.lines.map((line) => (
              <CartRow key={line.productId} line={line} categoryNames={categoryNames} />
            ))}
            <div className="cart-actions">
              <Link className="cart-button" to="/products">
                {t('shop.continueShopping')}
              </Link>
              <button type="button" className="cart-button red" onClick={() => void withUndo(undefined, clearCart, t('shop.cartCleared'))}>
                {t('shop.clearCart')}
              </button>
            </div>
            {rest && <CartDrafts cart={cart} />}
          </div>
          {rest && <OrderSummary cart={cart} step={step} />}
        </div>
      )}
      {rest && cart.lines.length > 0 && <CartTotalBar lines={cart.lines.length} total={cart.totals.total} onCheckout={step.proceed} />}
    </div>
  );
}
