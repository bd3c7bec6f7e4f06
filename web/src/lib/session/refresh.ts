/**
 * The page's access-token refresh. Every request that got a 401 at the same moment waits on the
 * same in-flight promise, and across pages and the service worker one refresh runs at a time
 * (refresh-core.ts), so the rotating refresh token is spent exactly once. The API client and the
 * offline outbox call refreshAccessToken(); nothing else should post to /auth/refresh.
 */
import { ApiError, networkError } from '../api/api-error';
import { API_BASE } from '../api/config';
import { holdOrdersOf } from './held-orders';
import { clearSession, getAccessToken, getRefreshToken, getSession, setTokens } from './store';

let inFlight: Promise<string> | null = null;
let onExpired: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app replaces the default full-page move with a router navigation. */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

/** Ends the session locally and sends the person to sign in. */
export function expireSession(): void {
  // Their undelivered orders wait for them on the device; the sign-in page says so.
  const user = getSession().user;
  if (user) void holdOrdersOf(user.id, user.email).catch(() => 0);
  clearSession();
  onExpired();
}

async function doRefresh(): Promise<string> {
  const { user } = getSession();
  const refreshToken = getRefreshToken();
  // Worded by its code where it is shown; the text is for logs.
  if (!user || !refreshToken) throw new ApiError(401, 'No refresh token available', 'NO_REFRESH_TOKEN');
  const [core, device] = await Promise.all([import('./refresh-core'), import('./device-credentials')]);
  // A session from before the device kept its own copy: start that copy from this page's (unless
  // the person signed out meanwhile: their row is gone on purpose and must not come back).
  if (!(await device.readCredentials(user.id)) && getRefreshToken() === refreshToken) {
    await device.saveCredentials({ userId: user.id, email: user.email, user, accessToken: getAccessToken() ?? '', refreshToken });
  }
  try {
    return await core.refreshDeviceSession(user.id, {
      apiBase: API_BASE,
      staleAccessToken: getAccessToken(),
      onRenewed: (accessToken, rotated) => {
        // Only if this person is still the one signed in here.
        if (getSession().user?.id === user.id) setTokens(accessToken, rotated);
      },
    });
  } catch (error) {
    if (error instanceof core.SessionRefusedError) throw new ApiError(401, error.message, 'REFRESH_REFUSED');
    throw networkError(error instanceof Error ? error.message : undefined);
  }
}

/**
 * The server refused the session (the refresh token is unknown, expired, revoked or reused):
 * only then is it over. No answer, a server error or a page that is not the API's says nothing
 * about the session, and ending it on a show floor whose Wi-Fi dropped would leave the person
 * unable to sign in until it is back.
 */
function sessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'REFRESH_REFUSED' || error.code === 'NO_REFRESH_TOKEN');
}

/**
 * Resolves with a fresh access token. When the server refuses the session it is cleared and the
 * promise rejects (status 401); with no usable answer the session is kept and the promise
 * rejects with status 0 code 'NETWORK' so the caller can try again later.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= doRefresh()
    .catch((error: unknown) => {
      if (sessionRefused(error)) expireSession();
      throw error instanceof ApiError ? error : networkError();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
