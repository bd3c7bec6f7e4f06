import { api } from '../api/client';
import { holdOrdersOf } from './held-orders';
import { clearSession, getRefreshToken, getSession } from './store';
import { resetSessionCheck } from './verify';

/**
 * Tells the server (revoking the refresh token), then always ends the session locally. On a
 * shared tablet the person's cart goes with them (the next person starts with an empty one) and
 * their undelivered orders stay on the device, held until they sign in again. Resolves with how
 * many orders are held.
 */
export async function logout(): Promise<number> {
  const user = getSession().user;
  const refreshToken = getRefreshToken();
  let held = 0;
  try {
    if (user) held = await holdOrdersOf(user.id, user.email);
    const { releaseCart } = await import('../cart/cart-owner');
    await releaseCart();
  } catch (error) {
    console.warn('The device database could not be tidied at sign-out', error);
  }
  try {
    await api.post('auth/logout', refreshToken ? { refreshToken } : undefined, { skipRefresh: true });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway', error);
  } finally {
    clearSession();
    resetSessionCheck();
  }
  return held;
}
