import { api } from '../api/client';
import { formatDate } from '../i18n/format';
import { t } from '../i18n/i18n';
import { holdOrdersOf, pendingOrdersOf, type PendingOrders } from './held-orders';
import { clearSession, getAccessToken, getRefreshToken, getSession } from './store';
import { resetSessionCheck } from './verify';

/** How long sign-out waits for the device database before ending the session anyway. */
export const TIDY_WAIT_MS = 3_000;

/**
 * Ends the session on this device at once, then tells the server (revoking the refresh token)
 * in the background: signing out never waits for a slow or absent network, so the next person on
 * a shared tablet is not kept waiting. On a shared tablet the person's cart goes with them: kept
 * as a saved cart named with the moment and on the server, the next person starting with an
 * empty one and their undelivered orders stay on the device, sealed
 * with the session's delivery key before the key goes with the session (decision 029): sealed
 * ones are sent from the device when the server answers, the others wait for the person to sign
 * in again. Resolves with how many orders are held; `serverTold()` resolves once the server's
 * part has ended, answered or not.
 */
export async function logout(): Promise<number> {
  const user = getSession().user;
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  let held = 0;
  const tidy = (async () => {
    if (user) {
      const { sealPendingOrders } = await import('./order-seals');
      await sealPendingOrders(user.id).catch((error: unknown) => console.warn('Orders could not be sealed at sign-out', error));
      held = await holdOrdersOf(user.id, user.email);
    }
    const { releaseCart } = await import('../cart/cart-owner');
    // The person's cart is kept as a saved cart named with the moment (decision 033).
    await releaseCart(user?.id, user ? t('cart.keptAtSignOut', { when: formatDate(new Date(), 'dayTime') }) : undefined);
  })().catch((error: unknown) => console.warn('The device database could not be tidied at sign-out', error));
  // The device database is quick, but a busy one (a long write elsewhere) must not keep the person
  // at the screen: past this wait the session ends anyway and the tidying finishes behind it (the
  // next person's sign-in empties a cart that is not theirs in any case).
  let waited: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (waited = setTimeout(resolve, TIDY_WAIT_MS)));
  await Promise.race([tidy, late]);
  clearTimeout(waited);
  clearSession();
  resetSessionCheck();
  if (accessToken) {
    // What of the person's cart is still waiting goes first, while their token still works (decision 033).
    const leaving = user ? import('../cart/cart-sync').then((sync) => sync.sendBeforeSignOut(user.id, accessToken)) : Promise.resolve();
    told = withinWait(leaving.catch((error: unknown) => console.warn('The cart could not be sent at sign-out; it goes at the next sign-in', error)))
      .then(() =>
        api.post('auth/logout', refreshToken ? { refreshToken } : undefined, { skipRefresh: true, headers: { authorization: `Bearer ${accessToken}` } }),
      )
      .then(
        () => undefined,
        (error: unknown) => console.warn('Logout request failed; the session had ended on this device already', error),
      );
  }
  return held;
}

let told: Promise<void> = Promise.resolve();

/** At most TIDY_WAIT_MS of `work`: revoking the session on the server never waits longer for it. */
function withinWait(work: Promise<unknown>): Promise<void> {
  let waited: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (waited = setTimeout(resolve, TIDY_WAIT_MS)));
  return Promise.race([work.then(() => undefined), late]).finally(() => clearTimeout(waited));
}

/** Resolves once the last sign-out's call to the server has ended, answered or not. */
export function serverTold(): Promise<void> {
  return told;
}

const NONE_PENDING: PendingOrders = { sealed: 0, waiting: 0, refused: 0 };

/**
 * What the person's undelivered orders will do once they sign out, for the question asked before
 * it: they are sealed first, so the count says what will happen (sent from the tablet, waiting
 * for them, or refused). A device database that does not answer within TIDY_WAIT_MS counts none.
 */
export async function ordersLeftAtSignOut(userId: number): Promise<PendingOrders> {
  const counted = (async () => {
    const { sealPendingOrders } = await import('./order-seals');
    await sealPendingOrders(userId).catch(() => 0);
    return pendingOrdersOf(userId);
  })().catch(() => NONE_PENDING);
  let waited: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PendingOrders>((resolve) => (waited = setTimeout(() => resolve(NONE_PENDING), TIDY_WAIT_MS)));
  try {
    return await Promise.race([counted, late]);
  } finally {
    clearTimeout(waited);
  }
}
