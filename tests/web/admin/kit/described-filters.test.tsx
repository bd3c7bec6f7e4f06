/**
 * A list's filters come from its description: a boolean is chosen as all, active or inactive, a
 * date as a day, anything else from the screen's choices; the chips word each the same way. Every
 * described filter is one its list's address carries, so deep links keep working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ResourceDescription } from '@portal/contract/resource';
import { CHAPTER_RESOURCE, EVENT_RESOURCE, ORDER_RESOURCE, USER_RESOURCE } from '@portal/contract/resources';
import { loadNamespaces } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { describedFilterList, describedFilters } from '../../../../web/src/features/admin/kit/described-filters';
import { userSearch } from '../../../../web/src/features/admin/users/users-search';
import { chapterSearch } from '../../../../web/src/features/admin/chapters/chapters-search';
import { eventSearch } from '../../../../web/src/features/admin/events/events-search';
import { orderSearch } from '../../../../web/src/features/admin/orders/orders-search';

beforeAll(() => loadNamespaces('admin'));

const description: ResourceDescription = {
  name: 'sample',
  fields: [
    { key: 'chapter.name', type: 'relation', label: 'admin.events.chapter', filter: { name: 'chapterId', all: 'admin.events.allChapters' } },
    { key: 'startDate', type: 'date', label: 'admin.events.start', filter: { label: 'admin.events.startDate' } },
    { key: 'isActive', type: 'boolean', label: 'admin.users.status', filter: { after: 'chapter.name' } },
  ],
};
type Filters = { search: string; chapterId: string; startDate: string; isActive: string };
const none: Filters = { search: '', chapterId: '', startDate: '', isActive: '' };

function List({ initial }: { initial: Filters }) {
  const [filters, setFilters] = useState(initial);
  const list = { filters, patch: (p: Partial<Filters>) => setFilters((f) => ({ ...f, ...p })), reset: () => setFilters(none) };
  const { filters: panel, chips } = describedFilters(description, list, { placeholder: 'Search sample', choices: { chapterId: [{ value: 3, label: 'Austin Chapter' }] } });
  return (
    <>
      {panel}
      <ul aria-label="chips">
        {chips.map((c) => (
          <li key={c.key}>{`${c.label}: ${c.value}`}</li>
        ))}
      </ul>
    </>
  );
}

const chipTexts = () => within(screen.getByRole('list', { name: 'chips' })).queryAllByRole('listitem').map((li) => li.textContent);

describe('described filters', () => {
  it('renders each filter by its field type in its place order, and words the chips the same way', async () => {
    const user = userEvent.setup();
    render(
      <UiKitProvider>
        <List initial={{ ...none, chapterId: '9' }} />
      </UiKitProvider>,
    );
    // A record not among the choices yet is named by its number.
    expect(chipTexts()).toEqual(['Chapter: #9']);
    const menus = screen.getAllByRole('combobox');
    expect(menus.map((m) => m.getAttribute('aria-label'))).toEqual(['Chapter', 'Status']);
    expect(within(menus[1]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'Active', 'Inactive']);

    await user.selectOptions(screen.getByLabelText('Chapter'), 'Austin Chapter');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.type(screen.getByLabelText('Search'), 'north');
    // The search box hands its text over once typing pauses.
    await waitFor(() => expect(chipTexts()).toEqual(['Search: north', 'Chapter: Austin Chapter', 'Status: Inactive']));
    expect(screen.getByText('Start Date')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chipTexts()).toEqual([]);
  });

  it.each([
    ['users', USER_RESOURCE, userSearch.filters],
    ['chapters', CHAPTER_RESOURCE, chapterSearch.filters],
    ['events', EVENT_RESOURCE, eventSearch.filters],
    ['orders', ORDER_RESOURCE, orderSearch.filters],
  ] as const)('gives the %s list only filters its address carries', (_name, d, filters) => {
    const names = describedFilterList(d).map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !(n in filters))).toEqual([]);
  });
});
