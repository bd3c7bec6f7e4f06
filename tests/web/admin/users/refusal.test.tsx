import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, makeUser, server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

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

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
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
