/**
 * The signed-in screens' guard: the first screen of a page waits (briefly) for the session check;
 * once it has answered, a screen opened from another passes the guard at once, in the same task
 * as the tap, instead of waiting a task or two for a module the page already has.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, server, signIn, withFakeApi } from '../../fixtures/msw';
import { VERIFY_WAIT_MS, requireSignedIn } from '../../../web/src/lib/session/guards';
import { resetSessionCheck } from '../../../web/src/lib/session/verify';

withFakeApi();

/** Lets queued microtasks run, and nothing that needs a task of its own. */
async function microtasks(n = 10): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

describe('requireSignedIn', () => {
  it('waits for the session check once, then lets screens open without waiting for anything', async () => {
    const user = signIn('CHAPTER');
    resetSessionCheck();
    let asked = 0;
    server.use(
      http.get(`${API}/users/profile`, () => {
        asked++;
        return HttpResponse.json({ success: true, data: user, message: 'ok' });
      }),
    );
    await requireSignedIn('/products');
    expect(asked).toBe(1);
    let passed = false;
    void requireSignedIn('/cart').then(() => (passed = true));
    await microtasks();
    expect(passed).toBe(true);
    expect(asked).toBe(1);
  });

  it('waits once for a session check that goes unanswered, not again at every screen', async () => {
    signIn('CHAPTER');
    resetSessionCheck();
    // Wi-Fi up, no answer: the check hangs.
    server.use(http.get(`${API}/users/profile`, () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let first = false;
      void requireSignedIn('/products').then(() => (first = true));
      await microtasks();
      expect(first).toBe(false);
      // The first screen waits its 1.5 s, then opens.
      await vi.advanceTimersByTimeAsync(VERIFY_WAIT_MS);
      expect(first).toBe(true);
      let passed = false;
      void requireSignedIn('/cart').then(() => (passed = true));
      await microtasks();
      expect(passed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still sends someone with no session to sign in', async () => {
    localStorage.clear();
    await expect(requireSignedIn('/cart')).rejects.toMatchObject({ options: { to: '/login', search: { redirect: '/cart' } } });
  });
});
