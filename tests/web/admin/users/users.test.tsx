import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, makeUser, server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { MSG } from '@portal/contract/messages';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // An overlay that closed as the test ended can leave its body styles behind.
  document.body.removeAttribute('style');
});
afterAll(() => server.close());

/** Lets closing menus and dialogs finish, so no overlay layer outlives its test. */
const settled = () => waitFor(() => expect(screen.queryByRole('menu') ?? screen.queryByRole('dialog')).toBeNull());

const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
const stats = { total: 30, active: 27, inactive: 3, superAdmins: 1, admins: 2, chapters: 27 };

function usersApi(seen: URLSearchParams[]) {
  return answer('GET /users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    return { users: [grace], pagination: { page: Number(params.get('page')), limit: Number(params.get('limit')), total: 30, pages: 3 }, stats };
  });
}

describe('user management', () => {
  it('shows the counters from the server, the rows, and sends filters from the first page', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const seen: URLSearchParams[] = [];
    server.use(usersApi(seen));
    renderApp('/admin/users');
    expect(await screen.findByText('grace@example.com', {})).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Super Admins' }).textContent).toContain('1');
    expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('30');
    expect(screen.getByText('Austin Chapter')).toBeTruthy();
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(seen.at(-1)?.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Role'), 'ADMIN');
    await waitFor(() => expect(seen.at(-1)?.get('role')).toBe('ADMIN'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(seen.at(-1)?.get('limit')).toBe('25'));
  });

  it('asks before deleting, with the spec texts, and reloads the list after', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const seen: URLSearchParams[] = [];
    let deleted = 0;
    server.use(
      usersApi(seen),
      answer('DELETE /users/:id', ({ params }) => {
        deleted = Number(params.id);
        return null;
      }),
    );
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText('Are you sure you want to delete user "Grace Hopper"?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    const before = seen.length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(21));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
    await settled();
  });
});

describe('user management: self-protection', () => {
  it("shows the server's refusal when an admin deactivates their own account", async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(
      usersApi([]),
      answer('POST /users/:id/deactivate', () => fail(400, MSG.cannotDeactivateSelf)),
    );
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText(MSG.cannotDeactivateSelf)).toBeTruthy();
    await settled();
  });

});
