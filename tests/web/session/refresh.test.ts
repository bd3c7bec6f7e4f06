import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { MSG } from '@portal/contract/messages';
import { api } from '@portal/web/lib/api/client.ts';
import { ApiError } from '@portal/web/lib/api/api-error.ts';
import { errorText } from '@portal/web/lib/i18n/errors.ts';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { refreshAccessToken, setSessionExpiredHandler } from '@portal/web/lib/session/refresh.ts';
import { logout, serverTold } from '@portal/web/lib/session/logout.ts';
import { adoptDeviceSession, clearSession, getSession } from '@portal/web/lib/session/store.ts';
import { setLostAnswerDelays } from '@portal/web/lib/session/refresh-core.ts';
import { db } from '@portal/web/lib/db/database.ts';
import { calls, fail, resetCalls, server, signIn } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';
import { onePage } from '../../fixtures/builders';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setLostAnswerDelays([10, 20, 40]);
});
beforeEach(async () => {
  resetCalls();
  // Each test signs in afresh: no device copy of an earlier test's tokens.
  await db.credentials.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const noOrders = { items: [], pagination: onePage([]) };

/** Answers 401 until the request carries the token the first refresh hands out. */
function protectedRoute(seen: string[]) {
  return answer('GET /orders', ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer access-r1' ? noOrders : fail(401, 'Token expired');
  });
}

describe('access-token refresh', () => {
  it('refreshes once for two requests that fail together, then repeats both with the new token', async () => {
    signIn('CHAPTER');
    const seen: string[] = [];
    server.use(protectedRoute(seen));
    const [a, b] = await Promise.all([api.get('orders'), api.get('orders')]);
    expect(a).toEqual(noOrders);
    expect(b).toEqual(noOrders);
    expect(calls.refresh).toBe(1);
    expect(seen.filter((h) => h === 'Bearer access-0')).toHaveLength(2);
    expect(seen.filter((h) => h === 'Bearer access-r1')).toHaveLength(2);
  });

  it('stores the rotated refresh token along with the new access token', async () => {
    signIn('CHAPTER');
    await refreshAccessToken();
    expect(localStorage.getItem('accessToken')).toBe('access-r1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-r1');
    expect(getSession().signedIn).toBe(true);
  });

  it('clears the session and leaves for sign-in when the refresh is refused', async () => {
    signIn('CHAPTER');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server.use(answer('POST /auth/refresh', () => fail(401, 'Refresh token revoked')), protectedRoute([]));
    await expect(api.get('orders')).rejects.toMatchObject({ status: 401, message: 'Refresh token revoked' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer (offline, Wi-Fi without internet)', async () => {
    signIn('CHAPTER');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server.use(answer('POST /auth/refresh', () => HttpResponse.error()), protectedRoute([]));
    await expect(api.get('orders')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-0');
    expect(getSession().signedIn).toBe(true);
    expect(expired).not.toHaveBeenCalled();
    // Back online, the same session refreshes and the request goes through.
    server.resetHandlers();
    server.use(protectedRoute([]));
    await expect(api.get('orders')).resolves.toEqual(noOrders);
    expect(localStorage.getItem('accessToken')).toBe('access-r1');
  });

  it('keeps the session when the server fails while refreshing (5xx)', async () => {
    signIn('CHAPTER');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server.use(answer('POST /auth/refresh', () => fail(503, 'Service unavailable')));
    await expect(refreshAccessToken()).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(getSession().signedIn).toBe(true);
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session when something other than the API answers the refresh (captive portal page, proxy 403 or 502)', async () => {
    signIn('CHAPTER');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const answers = [
      () => new HttpResponse('<html><body>Accept the terms to use this Wi-Fi</body></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      () => new HttpResponse('<html><body>Forbidden by proxy</body></html>', { status: 403, headers: { 'content-type': 'text/html' } }),
      () => new HttpResponse('Bad gateway', { status: 502 }),
      () => new HttpResponse('{"success":true,"data":{"accessT', { status: 200, headers: { 'content-type': 'application/json' } }),
    ];
    for (const reply of answers) {
      server.use(answer('POST /auth/refresh', reply));
      await expect(refreshAccessToken()).rejects.toMatchObject({ status: 0 });
      expect(getSession().signedIn).toBe(true);
      server.resetHandlers();
    }
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-0');
  });

  it('tries a refresh whose answer was lost again with the same token, within the reuse grace', async () => {
    signIn('CHAPTER');
    const sent: string[] = [];
    server.use(
      answer('POST /auth/refresh', async ({ request }) => {
        sent.push(((await request.json()) as { refreshToken: string }).refreshToken);
        // The first answer is cut off after the server rotated; the second comes through.
        if (sent.length === 1) return HttpResponse.error();
        return { accessToken: 'access-again', refreshToken: 'refresh-again', expiresIn: 900 };
      }),
    );
    await expect(refreshAccessToken()).resolves.toBe('access-again');
    expect(sent).toEqual(['refresh-0', 'refresh-0']);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-again');
    expect(await db.credentials.get(7)).toMatchObject({ accessToken: 'access-again', refreshToken: 'refresh-again' });
  });

  it('uses the pair another page or the service worker stored while this one waited, instead of spending the rotated token', async () => {
    signIn('CHAPTER');
    await refreshAccessToken();
    expect(calls.refresh).toBe(1);
    // The worker refreshed since: the device database holds a newer pair than this page.
    await db.credentials.update(7, { accessToken: 'access-worker', refreshToken: 'refresh-worker' });
    await expect(refreshAccessToken()).resolves.toBe('access-worker');
    expect(calls.refresh).toBe(1);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-worker');
  });

  it('keeps the session and says there is no connection, in the chosen language, when the device database fails during a refresh', async () => {
    signIn('CHAPTER');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const read = vi.spyOn(db.credentials, 'get').mockRejectedValueOnce(new Error('The database connection is closing'));
    try {
      const error = await refreshAccessToken().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
      expect(getSession().signedIn).toBe(true);
      expect(expired).not.toHaveBeenCalled();
      await setLanguage('es');
      expect(errorText(error, 'profile.updateFailed')).toBe('Sin conexión con el servidor. Compruebe la red e inténtelo de nuevo.');
    } finally {
      read.mockRestore();
      await setLanguage('en');
    }
  });

  it("fails with 'No refresh token available' when none is stored, and clears the session", async () => {
    signIn('CHAPTER');
    localStorage.removeItem('refreshToken');
    setSessionExpiredHandler(() => {});
    await expect(refreshAccessToken()).rejects.toMatchObject({ message: MSG.noRefreshToken });
    expect(calls.refresh).toBe(0);
    expect(getSession().signedIn).toBe(false);
  });
});

describe('logout', () => {
  it('clears the session at once and tells the server with the token it had', async () => {
    signIn('CHAPTER');
    const sent: Array<string | null> = [];
    server.use(
      answer('POST /auth/logout', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return null;
      }),
    );
    await logout();
    expect(getSession()).toMatchObject({ signedIn: false, accessToken: null, user: null });
    await serverTold();
    expect(sent).toEqual(['Bearer access-0']);
  });

  it('does not wait for a server that does not answer', async () => {
    signIn('CHAPTER');
    let release: (() => void) | undefined;
    server.use(answer('POST /auth/logout', () => new Promise<null>((resolve) => (release = () => resolve(null)))));
    await logout();
    expect(getSession().signedIn).toBe(false);
    // The server has the request and has not answered: the device is signed out all the same.
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(getSession().signedIn).toBe(false);
    release!();
    await serverTold();
  });

  it('is not undone by a refresh that was under way when the session ended', async () => {
    signIn('CHAPTER');
    server.use(answer('POST /auth/refresh', () => ({ accessToken: 'access-r1', refreshToken: 'refresh-r1', expiresIn: 900 })));
    // The refresh has read who is signed in; the session ends before it looks at the device's copy.
    const refreshing = refreshAccessToken().catch(() => undefined);
    clearSession();
    await refreshing;
    expect(await adoptDeviceSession()).toBe(false);
    expect(getSession().signedIn).toBe(false);
    expect(await db.credentials.count()).toBe(0);
  });

  it('clears the session even when the server call fails', async () => {
    signIn('CHAPTER');
    server.use(answer('POST /auth/logout', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await serverTold();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('API errors', () => {
  it("carry the server's status, message, code and field errors", async () => {
    server.use(answer('PUT /users/profile', () => fail(422, 'Validation failed', { firstName: MSG.firstNameMax })));
    signIn('CHAPTER');
    const error = await api.put('users/profile', {}, { fallback: "Profile update failed" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Validation failed', code: 'ERR', fieldErrors: { firstName: MSG.firstNameMax } });
  });

  it("use the caller's fallback when the server gives no message", async () => {
    server.use(answer('PUT /users/profile', () => fail(500)));
    signIn('CHAPTER');
    await expect(api.put('users/profile', {}, { fallback: "Profile update failed" })).rejects.toMatchObject({ status: 500, message: "Profile update failed" });
  });
});
