/**
 * A tap on a menu item counts even when it arrives before the item's highlight has been drawn
 * (a slow tablet: pointerdown, pointerup and click in one go). Here the click comes alone, with
 * no pointer event before it to highlight the item, which is what such a tap looks like to the menu.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { calls, makeUser, resetCalls, server, signIn } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';
import { onePage } from '../../fixtures/builders';
import { notify } from '@portal/web/ui/toaster.tsx';
import { findDialog } from '../../fixtures/overlays';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetCalls();
  document.body.removeAttribute('style');
});
afterAll(() => server.close());

describe('a quick tap on a menu item', () => {
  it('signs out from the account menu', async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(calls.logout).toBe(1));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("leaves the next person on a shared tablet none of the last person's messages", async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Account menu' });
    // A message with an action stays 6 s: longer than signing out takes.
    notify.withAction('success', 'Order sent', 'View', () => undefined);
    expect(await screen.findByText('Order sent')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Order sent')).toBeNull();
  });

  it("opens a row's confirmation from its ⋮ menu, and closes the menu", async () => {
    signIn('ADMIN');
    const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    server.use(
      answer('GET /users', () => ({ users: [grace], pagination: onePage([grace]), stats: { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 0, chapters: 1 } })),
    );
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for grace@example.com' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await findDialog('Delete User');
    expect(within(dialog).getByText('Are you sure you want to delete user "Grace Hopper"?')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
