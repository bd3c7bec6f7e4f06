import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const beverages = {
  id: 4, name: 'Beverages', description: 'Drinks', isActive: true, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 3,
};

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('categories management: delete refused while products are attached', () => {
  it('says how many products hold the category and keeps Delete disabled; nothing is sent', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    let deletes = 0;
    server.use(
      answer('GET /categories', () => ({ categories: [beverages], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('GET /categories/stats', () => ({ total: 1, active: 1, inactive: 0, withProducts: 1, popular: [] })),
      answer('DELETE /categories/:id', () => {
        deletes += 1;
        return null;
      }),
    );
    renderApp('/admin/system/categories');
    await user.click(await screen.findByRole('button', { name: 'More actions for Beverages' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText(MSG.hasProducts('category', 3))).toBeTruthy();
    expect(within(dialog).getByText('This category has 3 associated products and cannot be deleted.')).toBeTruthy();
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await user.click(remove);
    expect(deletes).toBe(0);
  });
});
