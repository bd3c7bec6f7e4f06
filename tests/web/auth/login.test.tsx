import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { HELD_ORDERS_KEY } from '@portal/web/lib/session/held-orders.ts';
import { renderApp } from '../../fixtures/msw-app';
import { calls, fail, resetCalls, server } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetCalls);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome' });
  return app;
}

/** Typing a whole value at once keeps the tests quick; validation runs on submit anyway. */
async function fill(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('sign-in screen', () => {
  it('shows the required messages for an empty form and sends nothing', async () => {
    await openLogin();
    await submit();
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(calls.login).toHaveLength(0);
  });

  it('rejects a malformed email and a short password', async () => {
    await openLogin();
    await fill(screen.getByLabelText(/^Email/), 'not-an-email');
    await fill(screen.getByLabelText(/^Password/), 'short');
    await submit();
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordMin)).toBeTruthy();
  });

  it('toggles the password between hidden and shown', async () => {
    await openLogin();
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });

  it('signs in, says so, stores the session and opens the dashboard', async () => {
    const { router } = await openLogin();
    await fill(screen.getByLabelText(/^Email/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Password/), 'Password1');
    await submit();
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('ada@example.com');
  });

  it("shows the server's message in a toast and an alert when sign-in fails", async () => {
    const { router } = await openLogin();
    await fill(screen.getByLabelText(/^Email/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Password/), 'WrongPass1');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    await waitFor(() => expect(screen.getAllByText('Invalid email or password').length).toBe(2));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(answer('POST /auth/login', () => fail(500)));
    await openLogin();
    await fill(screen.getByLabelText(/^Email/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Password/), 'Password1');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain("Login failed");
  });
});

describe('sign-in screen in Spanish', () => {
  afterEach(() => setLanguage('en'));

  it('says that signing in failed in Spanish when the server gives no reason', async () => {
    server.use(answer('POST /auth/login', () => fail(500)));
    await setLanguage('es');
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Bienvenido' });
    await fill(screen.getByLabelText(/^Correo electrónico/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Contraseña/), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al iniciar sesión');
    expect(alert.textContent).not.toContain("Login failed");
  });
});

describe('sign-in screen on a shared tablet', () => {
  afterEach(async () => {
    localStorage.removeItem(HELD_ORDERS_KEY);
    await setLanguage('en');
  });

  it("says whose orders wait on the tablet, with the count's plural, in the chosen language", async () => {
    localStorage.setItem(
      HELD_ORDERS_KEY,
      JSON.stringify([
        { userId: 7, email: 'ada@example.com', count: 1 },
        { userId: 8, email: 'bob@example.com', count: 3 },
      ]),
    );
    await openLogin();
    const notice = await screen.findByTestId('held-orders');
    expect(within(notice).getByText('Orders saved on this tablet')).toBeTruthy();
    expect(within(notice).getByText('1 order by ada@example.com will be sent when ada@example.com signs in again.')).toBeTruthy();
    expect(within(notice).getByText('3 orders by bob@example.com will be sent when bob@example.com signs in again.')).toBeTruthy();

    await setLanguage('es');
    await waitFor(() => expect(within(notice).getByText('Pedidos guardados en esta tableta')).toBeTruthy());
    expect(within(notice).getByText('1 pedido de ada@example.com se enviará cuando ada@example.com vuelva a iniciar sesión.')).toBeTruthy();
    expect(within(notice).getByText('3 pedidos de bob@example.com se enviarán cuando bob@example.com vuelva a iniciar sesión.')).toBeTruthy();
  });
});
