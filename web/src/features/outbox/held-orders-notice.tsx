import { useSyncExternalStore } from 'react';
import { AlertIcon } from '../../ui/icons';
import { heldOrdersSnapshot, onHeldOrdersChange, readHeldOrders } from '../../lib/session/held-orders';

const ordersWord = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * On the sign-in page of a shared tablet: whose orders are saved here, waiting for their owner to
 * sign in again (they are sent only with that person's session). Plain markup, styled with the
 * sign-in page (features/auth/sign-in.css): that page loads no UI kit.
 */
export function HeldOrdersNotice() {
  // Follows the list: a sign-out may record its orders after this page has opened.
  useSyncExternalStore(onHeldOrdersChange, heldOrdersSnapshot, () => '[]');
  const held = readHeldOrders();
  if (held.length === 0) return null;
  return (
    <div className="signin-alert warning" data-testid="held-orders">
      <AlertIcon />
      <div className="signin-alert-content">
        <div className="signin-alert-title">Orders saved on this tablet</div>
        <div>
          {held.map((h) => (
            <span key={h.userId} style={{ display: 'block' }}>
              {`${ordersWord(h.count)} by ${h.email} will be sent when ${h.email} signs in again.`}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
