/**
 * A list's filters come from its description: a boolean is chosen as all, active or inactive, a
 * date as a day, anything else from the screen's choices; the chips word each the same way. Every
 * described filter is one its list's address carries, so deep links keep working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { listFilters, type ResourceDescription } from '@portal/contract/resource';
import { AUDIT_RESOURCE, CHAPTER_RESOURCE, EVENT_RESOURCE, ORDER_RESOURCE, PRODUCT_RESOURCE, TAXONOMY_RESOURCE, USER_RESOURCE, VENDOR_RESOURCE } from '@portal/contract/resources';
import { loadNamespaces } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { describedFilters } from '../../../../web/src/features/admin/kit/described-filters';
import { userSearch } from '../../../../web/src/features/admin/users/users-search';
import { chapterSearch } from '../../../../web/src/features/admin/chapters/chapters-search';
import { eventSearch } from '../../../../web/src/features/admin/events/events-search';
import { orderSearch } from '../../../../web/src/features/admin/orders/orders-search';
import { vendorSearch } from '../../../../web/src/features/admin/vendors/vendors-search';
import { productSearch } from '../../../../web/src/features/admin/products/products-search';
import { taxonomySearch } from '../../../../web/src/features/admin/taxonomy/taxonomy-search';
import { auditSearch } from '../../../../web/src/features/admin/history/audit-search';

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

function List<F extends Record<string, string>>({ initial, none: empty = none as unknown as F, of = description, searched = true }: { initial: F; none?: F; of?: ResourceDescription; searched?: boolean }) {
  const [filters, setFilters] = useState(initial);
  const list = { filters, patch: (p: Partial<F>) => setFilters((f) => ({ ...f, ...p })), reset: () => setFilters(empty) };
  const { filters: panel, chips } = describedFilters(of, list, { placeholder: searched ? 'Search sample' : undefined, choices: { chapterId: [{ value: 3, label: 'Austin Chapter' }] } });
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

  it('types a text filter as written and keeps only active rows by a switch, each chip worded as the list words it', async () => {
    const typed: ResourceDescription = {
      name: 'typed',
      fields: [
        { key: 'city', type: 'text', label: 'admin.vendors.city', filter: { input: 'text', after: 'state' } },
        { key: 'state', type: 'text', label: 'admin.vendors.state', filter: { input: 'text' } },
        { key: 'isActive', type: 'boolean', label: 'admin.vendors.status', filter: { name: 'activeOnly', input: 'switch', switchLabel: 'admin.vendors.activeOnly' } },
      ],
    };
    const empty = { search: '', city: '', state: '', activeOnly: '' };
    const user = userEvent.setup();
    render(
      <UiKitProvider>
        <List initial={{ ...empty, activeOnly: 'true' }} none={empty} of={typed} />
      </UiKitProvider>,
    );
    expect(chipTexts()).toEqual(['Status: Active']);
    // No menus: the texts are typed in boxes named and hinted by their labels, in their place order.
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.getAllByRole('textbox').map((b) => b.getAttribute('aria-label'))).toEqual(['Search', 'State', 'City']);
    expect(screen.getByLabelText('City').getAttribute('placeholder')).toBe('City');
    const toggle = screen.getByRole('checkbox', { name: 'Active Only' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    await user.click(toggle);
    await waitFor(() => expect(chipTexts()).toEqual([]));
    await user.type(screen.getByLabelText('City'), 'Tucson');
    await user.type(screen.getByLabelText('State'), 'AZ');
    await user.click(screen.getByRole('checkbox', { name: 'Active Only' }));
    await waitFor(() => expect(chipTexts()).toEqual(['State: AZ', 'City: Tucson', 'Status: Active']));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chipTexts()).toEqual([]);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
  });

  it('types an amount range as money: an amount sets its end in dollars, a text that is not one says why and sets nothing', async () => {
    const priced: ResourceDescription = {
      name: 'priced',
      fields: [
        {
          key: 'price', type: 'money', label: 'admin.products.details.price',
          filter: { input: 'amounts', from: { name: 'minPrice', label: 'admin.products.filters.minPrice' }, to: { name: 'maxPrice', label: 'admin.products.filters.maxPrice' } },
        },
        { key: 'isActive', type: 'boolean', label: 'admin.products.filters.status', filter: { all: 'admin.products.filters.all', active: 'admin.taxonomy.common.active', inactive: 'admin.taxonomy.common.inactive' } },
      ],
    };
    const empty = { minPrice: '', maxPrice: '', isActive: '' };
    const user = userEvent.setup();
    render(
      <UiKitProvider>
        <List initial={{ ...empty, isActive: 'false' }} none={empty} of={priced} searched={false} />
      </UiKitProvider>,
    );
    // No search box in a card whose list searches above it; the status in its own words.
    expect(screen.queryByLabelText('Search')).toBeNull();
    expect(chipTexts()).toEqual(['Status: Inactive']);
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Inactive']);

    await user.type(screen.getByLabelText('Min Price'), '12.50');
    await waitFor(() => expect(chipTexts()).toEqual(['Min Price: $12.50', 'Status: Inactive']));
    await user.type(screen.getByLabelText('Max Price'), '$1,234.5');
    await waitFor(() => expect(chipTexts()).toEqual(['Min Price: $12.50', 'Max Price: $1,234.50', 'Status: Inactive']));

    await user.clear(screen.getByLabelText('Max Price'));
    await user.type(screen.getByLabelText('Max Price'), '-3');
    expect(await screen.findByText('Max Price cannot be negative')).toBeTruthy();
    // Emptied, the end is dropped; refused, nothing is set.
    expect(chipTexts()).toEqual(['Min Price: $12.50', 'Status: Inactive']);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chipTexts()).toEqual([]);
    expect((screen.getByLabelText('Max Price') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Max Price cannot be negative')).toBeNull();
  });

  it.each([
    ['users', USER_RESOURCE, userSearch.filters],
    ['chapters', CHAPTER_RESOURCE, chapterSearch.filters],
    ['events', EVENT_RESOURCE, eventSearch.filters],
    ['orders', ORDER_RESOURCE, orderSearch.filters],
    ['vendors', VENDOR_RESOURCE, vendorSearch.filters],
    ['products', PRODUCT_RESOURCE, productSearch.filters],
    ['categories and tags', TAXONOMY_RESOURCE, taxonomySearch.filters],
    ['audit', AUDIT_RESOURCE, auditSearch.filters],
  ] as const)('gives the %s list only filters its address carries', (_name, d: ResourceDescription, filters) => {
    const names = listFilters(d).map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !(n in filters))).toEqual([]);
  });
});
