import { useSyncExternalStore } from 'react';
import { AlertIcon } from '../../ui/icons';
import { useI18n } from '../../lib/i18n/i18n';
import { heldOrdersSnapshot, onHeldOrdersChange, readHeldOrders } from '../../lib/session/held-orders';

/**
 * On the sign-in page of a shared tablet: whose orders are saved here, waiting for their owner to
 * sign in again (they are sent only with that person's session). Plain markup, styled with the
 * sign-in page (features/auth/sign-in.css): that page loads no UI kit.
 */
export function HeldOrdersNotice() {
  const { t } = useI18n();
  // Follows the list: a sign-out may record its orders after this page has opened.
  useSyncExternalStore(onHeldOrdersChange, heldOrdersSnapshot, () => '[]');
  const held = readHeldOrders();
  if (held.length === 0) return null;
  return (
    <div className="signin-alert warning" data-testid="held-orders">
      <AlertIcon />
      <div className="signin-alert-content">
        <div className="signin-alert-title">{t('auth.heldTitle')}</div>
        <div>
          {held.map((h) => (
            <span key={h.userId} style={{ display: 'block' }}>
              {t('auth.heldOrders', { count: h.count, email: h.email })}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
