import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const organic = {
  id: 11, name: 'Organic', description: null, isActive: true, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 0,
};

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('tags management: delete', () => {
  it('deletes a tag without products after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const deleted: string[] = [];
    server.use(
      answer('GET /tags', () =>
        ({ tags: deleted.length ? [] : [organic], pagination: { page: 1, limit: 10, total: deleted.length ? 0 : 1, pages: 1 } }),
      ),
      answer('GET /tags/stats', () => ({ total: 1, active: 1, inactive: 0, withProducts: 0, popular: [] })),
      answer('DELETE /tags/:id', ({ params }) => {
        deleted.push(String(params.id));
        return null;
      }),
    );
    renderApp('/admin/system/tags');
    await user.click(await screen.findByRole('button', { name: 'More actions for Organic' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText('Are you sure you want to delete "Organic"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    expect(await screen.findByText('No tags found')).toBeTruthy();
    expect(screen.getByText('Create your first tag to get started')).toBeTruthy();
  });
});
