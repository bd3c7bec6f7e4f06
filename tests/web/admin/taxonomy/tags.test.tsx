import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { API, fail, withFakeApi } from '../../../fixtures/msw';
import { aTaxonomyItem } from '../../../fixtures/builders';
import { openAs, recorded, tagsApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const organic = () => aTaxonomyItem({ id: 11, name: 'Organic', description: 'Certified organic', createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 2 });

describe('tags management', () => {
  it('toggles a tag with PATCH and shows the fallback when the server gives no reason', async () => {
    const tags = tagsApi({ rows: [organic()] });
    const refused = (['activate', 'deactivate'] as const).map((verb) => ({ verb, ...recorded(`PATCH /tags/:id/${verb}`, () => fail(500)) }));
    const { user } = openAs('SUPER_ADMIN', '/admin/system/tags', refused.map((r) => r.handler), tags.handlers);
    const patched = () => refused.flatMap(({ verb, sent }) => sent.map((s) => `${s.params.id} ${verb}`));
    expect(await screen.findByRole('heading', { name: 'Tags Management' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Organic' }));
    await waitFor(() => expect(patched()).toEqual(['11 deactivate']));
    expect(await screen.findByText('Failed to update tag status')).toBeTruthy();
  });

  it('edits a tag with its current values and PUT /tags/{id}', async () => {
    const tags = tagsApi({ rows: [organic()] });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/tags', tags.handlers);
    await user.click(await screen.findByRole('button', { name: 'Edit: Organic' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Edit Tag')).toBeTruthy();
    const description = within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement;
    expect(description.value).toBe('Certified organic');
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(tags.writes.update.sent.map((s) => [s.params.id, s.body])).toEqual([['11', { name: 'Organic', description: '' }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is refused to an admin by the route, which sends them to the dashboard', async () => {
    const { router } = openAs('ADMIN', '/admin/system/tags', http.get(`${API}/:domain/stats`, () => fail(500)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('deletes a tag without products after confirmation and reloads the list', async () => {
    const tags = tagsApi({ rows: [{ ...organic(), description: null, productCount: 0 }] });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/tags', tags.handlers);
    await chooseRowAction(user, 'Organic', 'Delete', { menuButton: 'More actions for Organic' });
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to delete "Organic"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tags.writes.remove.sent.map((s) => s.params.id)).toEqual(['11']));
    expect(await screen.findByText('No tags found')).toBeTruthy();
    expect(screen.getByText('Create your first tag to get started')).toBeTruthy();
  });
});
