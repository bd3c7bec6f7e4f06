/** User management says in Spanish why the server refused an admin's action on their own account. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MSG } from '@portal/contract/messages';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { makeUser, server } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
const stats = { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 0, chapters: 1 };

describe('user management in Spanish: self-protection', () => {
  it('says by its code that an admin cannot deactivate their own account', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(
      answer('GET /users', () => ({ users: [grace], pagination: { page: 1, limit: 10, total: 1, pages: 1 }, stats })),
      answer('POST /users/:id/deactivate', () =>
        HttpResponse.json({ success: false, message: MSG.cannotDeactivateSelf, code: 'CANNOT_DEACTIVATE_SELF', errors: {} }, { status: 400 })),
    );
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Acciones de grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    expect((await screen.findAllByText('No puede desactivar su propia cuenta')).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.cannotDeactivateSelf)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('menu') ?? screen.queryByRole('dialog')).toBeNull());
  });
});
