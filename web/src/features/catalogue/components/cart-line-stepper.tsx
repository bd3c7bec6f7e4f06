import { changeQuantity, setQuantity } from '../../../lib/cart/cart-store';
import { QuantityStepper } from '../../../ui/quantity-stepper';

interface Props {
  productId: number;
  name: string;
  /** The product's pack size: one tap moves a whole pack. */
  pack: number;
  /** What the cart holds of it (more than 0). */
  quantity: number;
}

/** A product's cart line, changed where the product is shown (its card, its page). */
export function CartLineStepper({ productId, name, pack, quantity }: Props) {
  return (
    <QuantityStepper
      quantity={quantity}
      label={name}
      step={pack}
      onStep={(delta) => void changeQuantity(productId, delta)}
      onChange={(next) => void setQuantity(productId, next)}
    />
  );
}
