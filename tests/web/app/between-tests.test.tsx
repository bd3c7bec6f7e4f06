/**
 * Two flows in one file start from the same window: an app rendered by an earlier test no longer
 * reacts to what a later one does (tests/fixtures/msw-app.ts stops it), and the window-level state
 * a test changed (language, storage, body styles) is back to a new page's.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startSession } from '@portal/web/lib/session/store.ts';
import { i18n, setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { authFor, makeUser, signIn } from '../../fixtures/msw';
import { renderApp, withFakeApi } from '../../fixtures/msw-app';

withFakeApi();

let earlier: ReturnType<typeof renderApp>['router'] | null = null;

describe('one window, two tests', () => {
  it('first test: a guest on the sign-in page switches to Spanish and leaves things behind', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    earlier = router;
    await setLanguage('es');
    sessionStorage.setItem('left', 'behind');
    document.body.style.pointerEvents = 'none';
  });

  it('second test: signing in here does not wake the first test’s app, and the window is fresh', async () => {
    expect(i18n.language).toBe('en');
    expect(sessionStorage.getItem('left')).toBeNull();
    expect(document.body.getAttribute('style')).toBeNull();
    let woken = 0;
    const unsubscribe = earlier!.subscribe('onBeforeLoad', () => void (woken += 1));
    signIn('CHAPTER');
    const { router } = renderApp('/dashboard');
    await startSession(authFor(makeUser('CHAPTER')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    unsubscribe();
    // Before each test's apps were stopped, the session change ran the earlier router's guards again.
    expect(woken).toBe(0);
  });
});
