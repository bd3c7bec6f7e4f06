import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderApp } from '../fixtures/msw-app';
import { API, fail, server, signIn } from '../fixtures/msw';
import { answer, withStatus } from '../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const austin = {
  id: 3, name: 'Austin Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301', phone: '5125550100', taxId: '12-3456789',
  isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  user: { id: 9, email: 'austin@chapters.test', firstName: 'A', lastName: 'B' }, eventCount: 4, orderCount: 12,
};

describe('chapter management', () => {
  it('shows counters, formatted phone, tax id and linked email; the form waits for the required fields', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const posted: unknown[] = [];
    server.use(
      answer('GET /chapters', () => ({ items: [austin], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('GET /chapters/stats', () => ({ total: 60, active: 57, inactive: 3, withUsers: 50, withEvents: 40, topChaptersByOrders: [] })),
      answer('POST /chapters', async ({ request }) => {
        posted.push(await request.json());
        return withStatus(austin, 201);
      }),
    );
    renderApp('/admin/chapters');
    expect(await screen.findByText('Austin Chapter', {})).toBeTruthy();
    expect(screen.getByText('(512) 555-0100')).toBeTruthy();
    expect(screen.getByText('Tax ID: 12-3456789')).toBeTruthy();
    expect(screen.getByText('austin@chapters.test')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'With Events' }).textContent).toContain('40'));

    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByPlaceholderText('(555) 123-4567')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Chapter Name/), 'Waco Chapter');
    await user.type(within(dialog).getByLabelText(/^Address/), '5 Elm St');
    await user.type(within(dialog).getByLabelText(/^City/), 'Waco');
    await user.type(within(dialog).getByLabelText(/ZIP Code/), '76701');
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'TX');
    expect((create as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText('Fill in the fields marked * to save the chapter.')).toBeNull();
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Waco Chapter', state: 'TX', zipCode: '76701' });
  });

  it('keeps an admin out: the route sends them to the dashboard', async () => {
    signIn('ADMIN');
    // The dashboard it lands on asks for its figures; a refusal is enough here.
    server.use(http.get(`${API}/:domain/stats`, () => fail(500)));
    const { router } = renderApp('/admin/chapters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
