import { useSyncExternalStore } from 'react';
import { AlertIcon } from '../../ui/icons';
import { useI18n } from '../../lib/i18n/i18n';
import { heldOrdersSnapshot, onHeldOrdersChange, readHeldOrders, waitingOf } from '../../lib/session/held-orders';

/**
 * On the sign-in page of a shared tablet: whose orders are saved here and what becomes of them.
 * Sealed ones (decision 029) are sent from the tablet when the connection returns, whoever signs
 * in; others wait for their author to sign in again; refused ones wait for their author to see
 * why. A line goes when its orders are sent. Plain markup, styled with the sign-in page
 * (features/auth/sign-in.css): that page loads no UI kit.
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
          {held.flatMap((h) => {
            const lines = [
              { kind: 'sealed', count: h.sealed ?? 0, text: t('auth.heldSealed', { count: h.sealed ?? 0, email: h.email }) },
              { kind: 'waiting', count: waitingOf(h), text: t('auth.heldOrders', { count: waitingOf(h), email: h.email }) },
              { kind: 'refused', count: h.refused ?? 0, text: t('auth.heldRefused', { count: h.refused ?? 0, email: h.email }) },
            ];
            return lines
              .filter((line) => line.count > 0)
              .map((line) => (
                <span key={`${h.userId}-${line.kind}`} style={{ display: 'block' }}>
                  {line.text}
                </span>
              ));
          })}
        </div>
      </div>
    </div>
  );
}
