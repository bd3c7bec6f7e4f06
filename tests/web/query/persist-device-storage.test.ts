import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { calls, resetCalls, server } from '../../fixtures/msw';
import { login } from '../../../web/src/features/auth/auth-api';
import { requestPersistenceOnce, resetPersistenceRequest } from '../../../web/src/lib/device-storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCalls();
  resetPersistenceRequest();
});
afterEach(() => {
  server.resetHandlers();
  restoreStorage();
});
afterAll(() => server.close());

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');

function restoreStorage() {
  if (original) Object.defineProperty(navigator, 'storage', original);
  else Reflect.deleteProperty(navigator, 'storage');
}

/** A StorageManager whose persist() answers `grant` and whose persisted() starts as `already`. */
function fakeStorage(grant: boolean, already = false) {
  let granted = already;
  const manager = {
    persist: vi.fn(async () => {
      granted = grant;
      return grant;
    }),
    persisted: vi.fn(async () => granted),
    estimate: vi.fn(async () => ({ usage: 2 * 1024 * 1024, quota: 100 * 1024 * 1024 })),
  };
  Object.defineProperty(navigator, 'storage', { value: manager, configurable: true });
  return manager;
}

const credentials = { email: 'ada@example.com', password: 'Password1' };

describe('persistent storage after sign-in', () => {
  it('asks the browser once, after the sign-in succeeds', async () => {
    const storage = fakeStorage(true);
    await login(credentials);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    await login(credentials);
    // The second sign-in gets the same request back: wait for it rather than for a time.
    await requestPersistenceOnce();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the sign-in fails', async () => {
    const storage = fakeStorage(true);
    await expect(login({ ...credentials, password: 'Wrong1234' })).rejects.toThrow();
    // Asking starts by reading persisted() synchronously, so a request made would show here.
    expect(storage.persisted).not.toHaveBeenCalled();
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does not ask again when the data is already persistent', async () => {
    const storage = fakeStorage(true, true);
    await login(credentials);
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalled());
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('signs in normally where the browser has no StorageManager', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    const auth = await login(credentials);
    expect(auth.user.email).toBe(credentials.email);
    expect(localStorage.getItem('accessToken')).toBe(auth.accessToken);
  });

  it('shows the granted state on the offline page after signing in through the form', async () => {
    const storage = fakeStorage(true);
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/^Email/), credentials.email);
    await userEvent.type(screen.getByLabelText(/^Password/), credentials.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(calls.login).toHaveLength(1));
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));

    renderApp('/offline');
    expect(await screen.findByText('Granted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
  });
});
