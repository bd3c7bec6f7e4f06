/**
 * A user's details come from the user description: three headed sections in the screen's order,
 * the whole name and the role's word, and under the chapter's heading either its address or
 * "No chapter" (a section the screen words itself when there is nothing to list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeUser } from '../../../fixtures/msw';
import { loadNamespaces, setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { UserDetailsDialog } from '../../../../web/src/features/admin/users/user-details-dialog';

beforeAll(() => loadNamespaces('admin'));
afterAll(() => setLanguage('en'));

const open = (user: ReturnType<typeof makeUser>, title = 'User Details') => {
  render(
    <UiKitProvider>
      <UserDetailsDialog user={user} onClose={() => {}} />
    </UiKitProvider>,
  );
  return screen.findByRole('dialog', { name: title });
};

const valueUnder = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe('user details', () => {
  it('shows the personal, account and chapter sections in order, with the whole name and the role in words', async () => {
    const dialog = await open(makeUser('CHAPTER', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }));
    const headings = within(dialog).getAllByRole('heading').map((h) => h.textContent);
    expect(headings.slice(-3)).toEqual(['Personal Information', 'Account Information', 'Chapter Information']);
    const names = within(dialog).getAllByText('Name');
    expect(names.map((n) => n.nextElementSibling?.textContent)).toEqual(['Grace Hopper', 'Austin Chapter']);
    expect(valueUnder(dialog, 'Email')).toBe('grace@example.com');
    expect(valueUnder(dialog, 'Role')).toBe('Chapter');
    expect(valueUnder(dialog, 'Last Updated')).toMatch(/2026/);
    expect(valueUnder(dialog, 'ZIP Code')).toBe('73301');
    expect(within(dialog).queryByText('No chapter')).toBeNull();
  });

  it('says "No chapter" under the chapter heading of a user without one, in Spanish too', async () => {
    await setLanguage('es');
    const dialog = await open(makeUser('ADMIN'), 'Detalles del usuario');
    expect(within(dialog).getByText('Información del capítulo')).toBeTruthy();
    expect(within(dialog).getByText('Sin capítulo')).toBeTruthy();
    expect(within(dialog).queryByText('Dirección')).toBeNull();
  });
});
