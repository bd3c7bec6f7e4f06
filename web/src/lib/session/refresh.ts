/**
 * The one access-token refresh. Every request that got a 401 at the same moment waits on the
 * same in-flight promise, so the rotating refresh token is spent exactly once. The API client and
 * the offline outbox call refreshAccessToken(); nothing else should post to /auth/refresh.
 */
import ky from 'ky';
import { MSG } from '@portal/contract/messages';
import type { RefreshResponse } from '@portal/contract/auth';
import { ApiError, errorFrom, networkError, readEnvelope } from '../api/api-error';
import { API_BASE, API_ORIGIN, API_TIMEOUT } from '../api/config';
import { clearSession, getRefreshToken, setTokens } from './store';

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
  clearSession();
  onExpired();
}

async function doRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(401, MSG.noRefreshToken, 'NO_REFRESH_TOKEN');
  let response: Response;
  try {
    response = await ky.post('auth/refresh', {
      prefix: API_BASE,
      baseUrl: API_ORIGIN,
      json: { refreshToken },
      timeout: API_TIMEOUT,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch {
    // No answer (offline, Wi-Fi without internet, a timeout): the session may well still be good.
    throw networkError();
  }
  const body = await readEnvelope(response);
  if (!response.ok) throw errorFrom(response.status, body, MSG.authFailed);
  const data = body?.data as RefreshResponse | undefined;
  if (!data?.accessToken) throw new ApiError(response.status, MSG.authFailed);
  // The server rotates the refresh token on every use: keep the new one or the next refresh fails.
  setTokens(data.accessToken, data.refreshToken ?? refreshToken);
  return data.accessToken;
}

/**
 * The server refused the session (the refresh token is unknown, expired, revoked or reused):
 * only then is it over. No answer or a server error says nothing about the session, and ending it
 * on a show floor whose Wi-Fi dropped would leave the person unable to sign in until it is back.
 */
function sessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Resolves with a fresh access token. When the server refuses the session it is cleared and the
 * promise rejects; when there is no answer or a server error, the session is kept and the promise
 * rejects (status 0 code 'NETWORK', or the server's status) so the caller can try again later.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= doRefresh()
    .catch((error: unknown) => {
      if (sessionRefused(error)) expireSession();
      throw error instanceof ApiError ? error : new ApiError(0, MSG.authFailed);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
