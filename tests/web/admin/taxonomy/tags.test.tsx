import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { http } from 'msw';
import { API, fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const organic = {
  id: 11, name: 'Organic', description: 'Certified organic', isActive: true, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 2,
};
const tagsApi = () => [
  answer('GET /tags', () => ({ tags: [organic], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
  answer('GET /tags/stats', () => ({ total: 1, active: 1, inactive: 0, withProducts: 1, popular: [] })),
];

describe('tags management', () => {
  it('toggles a tag with PATCH and shows the fallback when the server gives no reason', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const patched: string[] = [];
    server.use(
      ...tagsApi(),
      ...(['activate', 'deactivate'] as const).map((verb) =>
        answer(`PATCH /tags/:id/${verb}`, ({ params }) => {
          patched.push(`${String(params.id)} ${verb}`);
          return fail(500);
        }),
      ),
    );
    renderApp('/admin/system/tags');
    expect(await screen.findByRole('heading', { name: 'Tags Management' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Organic' }));
    await waitFor(() => expect(patched).toEqual(['11 deactivate']));
    expect(await screen.findByText('Failed to update tag status')).toBeTruthy();
  });

  it('edits a tag with its current values and PUT /tags/{id}', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const put: unknown[] = [];
    server.use(
      ...tagsApi(),
      answer('PUT /tags/:id', async ({ request, params }) => {
        put.push({ id: params.id, body: await request.json() });
        return organic;
      }),
    );
    renderApp('/admin/system/tags');
    await user.click(await screen.findByRole('button', { name: 'Edit: Organic' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Edit Tag')).toBeTruthy();
    const description = within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement;
    expect(description.value).toBe('Certified organic');
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(put).toEqual([{ id: '11', body: { name: 'Organic', description: '' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is refused to an admin by the route, which sends them to the dashboard', async () => {
    signIn('ADMIN');
    server.use(http.get(`${API}/:domain/stats`, () => fail(500)));
    const { router } = renderApp('/admin/system/tags');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

const unusedOrganic = {
  id: 11, name: 'Organic', description: null, isActive: true, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 0,
};

describe('tags management: delete', () => {
  it('deletes a tag without products after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const deleted: string[] = [];
    server.use(
      answer('GET /tags', () =>
        ({ tags: deleted.length ? [] : [unusedOrganic], pagination: { page: 1, limit: 10, total: deleted.length ? 0 : 1, pages: 1 } }),
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
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to delete "Organic"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    expect(await screen.findByText('No tags found')).toBeTruthy();
    expect(screen.getByText('Create your first tag to get started')).toBeTruthy();
  });
});
