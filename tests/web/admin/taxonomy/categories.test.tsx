import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, withFakeApi } from '../../../fixtures/msw';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import { aTaxonomyItem } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { MSG } from '@portal/contract/messages';
import { categoriesApi, openAs, recorded } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const item = (id: number, name: string, extra: Partial<TaxonomyItem> = {}) => aTaxonomyItem({ id, name, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', ...extra });
const beverages = item(4, 'Beverages', { description: 'Drinks of all kinds', productCount: 7 });
const snacks = item(9, 'Snacks', { isActive: false });
const page = (items: TaxonomyItem[], total = items.length) => ({ categories: items, pagination: { page: 1, limit: 10, total, pages: 1 } });

describe('categories management', () => {
  it('shows counters and rows with ID, "No description", product count, status and created date', async () => {
    openAs('SUPER_ADMIN', '/admin/system/categories', categoriesApi({ rows: [beverages, snacks], stats: { total: 12, active: 10, inactive: 2, withProducts: 8, popular: [] } }).handlers);
    expect(await screen.findByText('Beverages', {})).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Categories Management' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Categories Management' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('ID: 4')).toBeTruthy();
    expect(within(rows[1]!).getByText('Drinks of all kinds')).toBeTruthy();
    expect(within(rows[1]!).getByText('7')).toBeTruthy();
    expect(within(rows[1]!).getByText('Mar 04, 2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('No description')).toBeTruthy();
    expect(within(rows[2]!).getByText('Inactive')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'With Products' }).textContent).toContain('8'));
    expect(screen.getByRole('group', { name: 'Inactive' }).textContent).toContain('2');
  });

  it('waits for a name, names the rule broken, sends trimmed values, and keeps what was typed when the save fails', async () => {
    const create409 = recorded('POST /categories', () => fail(409, 'A category with this name already exists'));
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', create409.handler, categoriesApi({ rows: [beverages] }).handlers);
    const posted = create409.sent;
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Add New Category')).toBeTruthy();
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const name = within(dialog).getByLabelText(/^Name/);
    await user.type(name, '   ');
    expect(create.disabled).toBe(true);

    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(101));
    expect(create.disabled).toBe(false);
    await user.click(create);
    expect(await within(dialog).findByText('Name must be at most 100 characters')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Frozen Foods  ');
    await user.type(within(dialog).getByLabelText(/^Description/), ' Kept cold ');
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ name: 'Frozen Foods', description: 'Kept cold' });
    expect(await within(dialog).findByText('A category with this name already exists')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('  Frozen Foods  ');
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(' Kept cold ');
  });

  it('activates and deactivates with PUT, then reloads the list and the counters', async () => {
    const categories = categoriesApi({ rows: [beverages, snacks], stats: { total: 2, active: 1, inactive: 1, withProducts: 1, popular: [] } });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', categories.handlers);
    const { activate, deactivate } = categories.writes;
    // The test deactivates before it activates, so this reads in the order they were sent.
    const toggles = () => [...deactivate.sent.map((s) => `${s.params.id} deactivate`), ...activate.sent.map((s) => `${s.params.id} activate`)];
    const lists = () => categories.list.seen.length;
    const stats = () => categories.stats!.seen.length;
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Beverages' }));
    await waitFor(() => expect(toggles()).toEqual(['4 deactivate']));
    await waitFor(() => expect(lists()).toBe(2));
    await waitFor(() => expect(stats()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Activate: Snacks' }));
    await waitFor(() => expect(toggles()).toEqual(['4 deactivate', '9 activate']));
    await waitFor(() => expect(lists()).toBe(3));
  });

  it('sends the search and status filters from the first page', async () => {
    const categories = categoriesApi({ rows: [beverages], total: 30 });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', categories.handlers);
    const seen = categories.list.seen;
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(seen.at(-1)?.get('isActive')).toBe('false'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    await user.type(screen.getByLabelText('Search'), 'bev');
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('bev'));
  });

  it('says so when there are none, and shows a full error with Retry when the first load fails', async () => {
    let calls = 0;
    const failsFirst = answer('GET /categories', () => (calls++ === 0 ? fail(500) : page([])));
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', failsFirst, categoriesApi({ rows: [] }).handlers);
    expect(await screen.findByText('Failed to fetch categories', {})).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No categories found')).toBeTruthy();
    expect(screen.getByText('Create your first category to get started')).toBeTruthy();
  });
});

const beveragesInUse = item(4, 'Beverages', { description: 'Drinks', productCount: 3 });

describe('categories management: delete refused while products are attached', () => {
  it('says how many products hold the category and keeps Delete disabled; nothing is sent', async () => {
    const categories = categoriesApi({ rows: [beveragesInUse] });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', categories.handlers);
    await chooseRowAction(user, 'Beverages', 'Delete', { menuButton: 'More actions for Beverages' });
    const dialog = await findDialog();
    expect(within(dialog).getByText(MSG.hasProducts('category', 3))).toBeTruthy();
    expect(within(dialog).getByText('This category has 3 associated products and cannot be deleted.')).toBeTruthy();
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await user.click(remove);
    expect(categories.writes.remove.sent).toHaveLength(0);
  });
});
