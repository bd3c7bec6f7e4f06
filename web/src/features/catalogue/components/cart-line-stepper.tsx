import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { addToCart, changeQuantity, setQuantity } from '../../../lib/cart/cart-store';
import { QuantityStepper } from '../../../ui/quantity-stepper';

/** A figure the cart will hold once a write is done, and what the device database held when it was tapped. */
interface Tapped {
  over: number;
  to: number;
}

/** As the cart store keeps a line: whole, at most the largest quantity, none below zero. */
const asStored = (quantity: number) => Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));

/**
 * What a product's controls show of its cart line: the figure a tap asked for, at once, until the
 * device database says what it holds. The write, the cart's copy for the badge and the screens'
 * reads of the cart take a tablet a few hundred milliseconds (decision 035); the figure must not
 * wait for them. Any new figure from the device database replaces the tapped one (it is the
 * truth, written from what was stored, so fast taps all count); a write that failed drops it.
 */
export function useCartLine(productId: number, stored: number) {
  const [tapped, setTapped] = useState<Tapped | null>(null);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setTapped(null);
  }
  const shown = tapped !== null && tapped.over === stored ? tapped.to : stored;
  const write = (to: number, change: Promise<void>) => {
    setTapped({ over: stored, to: asStored(to) });
    change.catch(() => setTapped(null));
    return change;
  };
  return {
    quantity: shown,
    /** Settles when the device database holds it (the product page then says so). */
    add: (quantity: number) => write(shown + quantity, addToCart(productId, quantity)),
    step: (delta: number) => void write(shown + delta, changeQuantity(productId, delta)),
    set: (next: number) => void write(next, setQuantity(productId, next)),
  };
}

interface Props {
  name: string;
  /** The product's pack size: one tap moves a whole pack. */
  pack: number;
  /** The product's line (useCartLine), holding more than 0. */
  line: ReturnType<typeof useCartLine>;
}

/** A product's cart line, changed where the product is shown (its card, its page). */
export function CartLineStepper({ name, pack, line }: Props) {
  return <QuantityStepper quantity={line.quantity} label={name} step={pack} onStep={line.step} onChange={line.set} />;
}
