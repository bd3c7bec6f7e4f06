import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { makeUser, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const boss = makeUser('SUPER_ADMIN', { id: 31, email: 'boss@example.com', firstName: 'Big', lastName: 'Boss' });
const shopper = makeUser('USER', { id: 32, email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper' });
const stats = { total: 2, active: 2, inactive: 0, superAdmins: 1, admins: 0, chapters: 0 };

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('user management: rows by role', () => {
  it('names USER accounts "User", filters by the User role, and offers an ADMIN no status or delete on a Super Admin row', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const seen: URLSearchParams[] = [];
    server.use(
      answer('GET /users', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { users: [boss, shopper], pagination: { page: 1, limit: 10, total: 2, pages: 1 }, stats };
      }),
    );
    renderApp('/admin/users');
    const samRow = (await screen.findByText('sam@example.com')).closest('tr')!;
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(samRow as HTMLElement).getByText('User')).toBeTruthy();
    expect(within(table).queryByText('USER')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Role'), 'User');
    await waitFor(() => expect(seen.at(-1)?.get('role')).toBe('USER'));

    await user.click(screen.getByRole('button', { name: 'Actions for boss@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete User' })).toBeNull();
  });
});
