import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MSG } from '@portal/contract/messages';
import { fail, makeUser, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { openAs, usersApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

/** Lets closing menus and dialogs finish, so no overlay layer outlives its test. */
const settled = () => waitFor(() => expect(screen.queryByRole('menu') ?? screen.queryByRole('dialog')).toBeNull());

const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
const stats = { total: 30, active: 27, inactive: 3, superAdmins: 1, admins: 2, chapters: 27 };
const graceAmongThirty = () => usersApi({ rows: [grace], total: 30, stats });

describe('user management', () => {
  it('shows the counters from the server, the rows, and sends filters from the first page', async () => {
    const users = graceAmongThirty();
    const { user } = openAs('ADMIN', '/admin/users', users.handlers);
    expect(await screen.findByText('grace@example.com', {})).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Super Admins' }).textContent).toContain('1');
    expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('30');
    expect(screen.getByText('Austin Chapter')).toBeTruthy();
    expect(users.list.last('page')).toBe('1');
    expect(users.list.last('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(users.list.last('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Role'), 'ADMIN');
    await waitFor(() => expect(users.list.last('role')).toBe('ADMIN'));
    expect(users.list.last('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(users.list.last('limit')).toBe('25'));
  });

  it('asks before deleting, with the spec texts, and reloads the list after', async () => {
    const users = graceAmongThirty();
    const { user } = openAs('ADMIN', '/admin/users', users.handlers);
    await user.click(await screen.findByRole('button', { name: 'Actions for grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to delete user "Grace Hopper"?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    const before = users.list.seen.length;
    expect(users.writes.remove.sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(users.writes.remove.sent.map((s) => s.params.id)).toEqual(['21']));
    await waitFor(() => expect(users.list.seen.length).toBeGreaterThan(before));
    await settled();
  });

  it("shows the server's refusal when an admin deactivates their own account", async () => {
    const { user } = openAs('ADMIN', '/admin/users', graceAmongThirty().handlers, answer('POST /users/:id/deactivate', () => fail(400, MSG.cannotDeactivateSelf)));
    await user.click(await screen.findByRole('button', { name: 'Actions for grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText(MSG.cannotDeactivateSelf)).toBeTruthy();
    await settled();
  });
});

describe('user management: rows by role', () => {
  const boss = makeUser('SUPER_ADMIN', { id: 31, email: 'boss@example.com', firstName: 'Big', lastName: 'Boss' });
  const shopper = makeUser('USER', { id: 32, email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper' });

  it('names USER accounts "User", filters by the User role, and offers an ADMIN no status or delete on a Super Admin row', async () => {
    const users = usersApi({ rows: [boss, shopper], stats: { total: 2, active: 2, inactive: 0, superAdmins: 1, admins: 0, chapters: 0 } });
    const { user } = openAs('ADMIN', '/admin/users', users.handlers);
    const samRow = (await screen.findByText('sam@example.com')).closest('tr')!;
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(samRow as HTMLElement).getByText('User')).toBeTruthy();
    expect(within(table).queryByText('USER')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Role'), 'User');
    await waitFor(() => expect(users.list.last('role')).toBe('USER'));

    await user.click(screen.getByRole('button', { name: 'Actions for boss@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete User' })).toBeNull();
  });
});

describe('user management in Spanish: self-protection', () => {
  it('says by its code that an admin cannot deactivate their own account', async () => {
    await setLanguage('es');
    const refusal = answer('POST /users/:id/deactivate', () =>
      HttpResponse.json({ success: false, message: MSG.cannotDeactivateSelf, code: 'CANNOT_DEACTIVATE_SELF', errors: {} }, { status: 400 }),
    );
    const { user } = openAs('ADMIN', '/admin/users', refusal, usersApi({ rows: [grace], stats: { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 0, chapters: 1 } }).handlers);
    await chooseRowAction(user, 'grace@example.com', 'Desactivar', { menuButton: 'Acciones de grace@example.com' });
    expect((await screen.findAllByText('No puede desactivar su propia cuenta')).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.cannotDeactivateSelf)).toBeNull();
    await settled();
  });
});
