import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../fixtures/msw-app';
import { fail, server, withFakeApi } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';

withFakeApi();

const DONE = 'If an account exists for that email, a password reset link has been sent.';

describe('forgot password', () => {
  it('validates the email before sending', async () => {
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
  });

  it('gives the same confirmation whether or not the server knows the address', async () => {
    server.use(answer('POST /auth/forgot-password', () => fail(404, 'No such user')));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(screen.queryByText('No such user')).toBeNull();
  });
});

describe('reset password', () => {
  it('explains that a link without a token cannot be used', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('This reset link is incomplete. Ask for a new one.')).toBeTruthy();
  });

  it('checks the new password and its confirmation', async () => {
    renderApp('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'weakpass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.passwordComplexity)).toBeTruthy();
    expect(screen.getByText(MSG.passwordsDontMatch)).toBeTruthy();
  });

  it('sends the token from the link and goes to sign in with a confirmation', async () => {
    let sent: unknown = null;
    server.use(answer('POST /auth/reset-password', async ({ request }) => {
      sent = await request.json();
      return null;
    }));
    const { router } = renderApp('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'NewPassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({ token: 'abc123', password: 'NewPassw0rd' });
    expect(await screen.findByText('Your password has been reset. Please sign in.')).toBeTruthy();
  });
});
