/**
 * The visitors' pages (sign-in, registration, password recovery) send someone already signed in
 * on: to the page the sign-in was asked for (`?redirect=`, a same-site path), else the dashboard.
 * A page opened right after a sign-in elsewhere in the tab can find the session only when the
 * sign-in page has already been asked for: the person still lands where they were going.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../fixtures/msw';

withFakeApi();

describe('a visitors\' page opened signed in', () => {
  it.each([
    ['/login?redirect=%2Forders', '/orders'],
    ['/login', '/dashboard'],
    ['/login?redirect=%2F%2Fevil.example%2Fpath', '/dashboard'],
    ['/register', '/dashboard'],
  ])('%s sends the person to %s', async (path, landing) => {
    signIn('CHAPTER');
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });
});
