import { startTransition, useEffect, useMemo, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useCart } from '../../lib/cart/use-cart';
import { isShopper } from '../../lib/session/roles';
import { useSession } from '../../lib/session/use-session';
import { cartScreen, type CartScreenComponent } from './cart-screen';
import './kept-cart.css';

const CART = '/_app/cart';
/** The screens a shopper opens the cart from most: the cart is rendered ahead behind them. */
const CATALOGUE = new Set<string>(['/_app/products/', '/_app/products/$id']);

/**
 * The cart screen, kept by the signed-in frame instead of mounted by its route (decision 061).
 * Opening the cart with thirty lines took a mid-range tablet some 200 ms between the tap and the
 * lines on screen: the render of every line, then the style and layout of some thousand new
 * elements, all in the tap's task. Once a shopper is on the catalogue, the cart screen is rendered
 * ahead in an idle moment, laid out but invisible (kept-cart.css); the cart it shows is read here,
 * so it follows every change as it is made. A tap on the cart then only makes it visible. Hidden,
 * it holds the cart's title, lines and buttons; its summary, saved carts and total bar render once
 * it shows, in a background render after the lines are on screen, as when the cart opened before.
 * It stays while the shopper is on the catalogue or the cart; on /cart it is the screen (the route
 * renders nothing).
 *
 * Not React's Activity: it hides with `display: none`, and showing a part never displayed costs
 * its whole style and layout (measured: p75 125 ms against 89 ms laid out ahead). Hidden, it takes
 * no room and is clipped away (kept-cart.css); once laid out, `content-visibility: hidden` keeps
 * its style and layout as they were and takes it out of reach (no focus, no taps, not found, not
 * read out), so showing it restyles only what changed in it. Neither `inert` nor `visibility`:
 * either one, taken off, restyles every element in it (some 800 with thirty lines, 30 to 40 ms of
 * the tap on a mid-range tablet).
 */
export function KeptCart() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const shopper = isShopper(useSession().user?.role);
  const onCart = routeId === CART;
  const catalogue = routeId !== undefined && CATALOGUE.has(routeId);
  const [kept, setKept] = useState(false);
  const screen = cartScreen.useLoaded();
  if (onCart && screen && !kept) setKept(true);
  // Elsewhere (checkout, orders, the back office) it is not kept: those screens are not where the
  // cart is opened from, and their own fields must be the only ones of their names on the page.
  if (kept && !onCart && !catalogue) setKept(false);
  const ahead = !kept && shopper && catalogue;
  useEffect(() => {
    if (!ahead || typeof requestIdleCallback !== 'function') return;
    let stopped = false;
    const idle = requestIdleCallback(() => {
      void cartScreen
        .load()
        // A background render, in slices a tap can come between.
        .then(() => stopped || startTransition(() => setKept(true)))
        .catch(() => undefined);
    });
    return () => {
      stopped = true;
      cancelIdleCallback(idle);
    };
  }, [ahead]);
  if (!kept || !screen) return null;
  return <Kept Screen={screen} shown={onCart} />;
}

function Kept({ Screen, shown }: { Screen: CartScreenComponent; shown: boolean }) {
  const cart = useCart();
  // The same element while the cart and whether it shows are the same.
  const screen = useMemo(() => <Screen cart={cart} shown={shown} />, [Screen, cart, shown]);
  // Whether its lines have been styled and laid out once (shown, or ahead in a frame of their own):
  // only then can their rendering be kept while hidden.
  const [laidOut, setLaidOut] = useState(shown);
  if (shown && !laidOut) setLaidOut(true);
  useEffect(() => {
    if (laidOut) return;
    // The frame after this commit lays the lines out; the one after that keeps them.
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => setLaidOut(true))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [laidOut]);
  return (
    <div className={shown ? undefined : laidOut ? 'kept-cart' : 'kept-cart-ahead'} aria-hidden={shown ? undefined : true} data-testid={shown ? undefined : 'kept-cart'}>
      {screen}
    </div>
  );
}
