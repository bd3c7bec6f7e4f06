import { api } from '../api/client';
import { clearSession, getRefreshToken } from './store';
import { resetSessionCheck } from './verify';

/** Tells the server (revoking the refresh token), then always ends the session locally. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    await api.post('auth/logout', refreshToken ? { refreshToken } : undefined, { skipRefresh: true });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway', error);
  } finally {
    clearSession();
    resetSessionCheck();
  }
}
