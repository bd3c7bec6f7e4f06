import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChapterStats } from '@portal/contract/chapters';
import type { EventStats } from '@portal/contract/events';
import type { TaxonomyStats } from '@portal/contract/taxonomy';
import type { VendorStats } from '@portal/contract/vendors';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const stats = () => [
  answer('GET /events/stats', () =>
    ({
      overview: { total: 12, active: 9, inactive: 3, upcoming: 4, past: 2 },
      topEventsByOrders: [{ id: 1, name: 'Spring Gala', chapterName: 'Austin Chapter', city: 'Austin', state: 'TX', orderCount: 42 }],
    } satisfies EventStats),
  ),
  answer('GET /vendors/stats', () =>
    ({ overview: { total: 8, active: 7, inactive: 1, withOrders: 5, withProducts: 6 }, topVendorsByProducts: [{ id: 2, name: 'Acme Supply', productCount: 30 }] } satisfies VendorStats),
  ),
  answer('GET /categories/stats', () =>
    ({ total: 15, active: 14, inactive: 1, withProducts: 10, popular: [{ id: 4, name: 'Apparel', productCount: 25 }] } satisfies TaxonomyStats),
  ),
  answer('GET /chapters/stats', () =>
    ({ total: 6, active: 5, inactive: 1, withUsers: 4, withEvents: 3, topChaptersByOrders: [{ id: 3, name: 'Dallas Chapter', city: 'Dallas', state: 'TX', orderCount: 17 }] } satisfies ChapterStats),
  ),
];

describe('admin dashboard', () => {
  it('shows the four stat cards with totals and active counts, and the top lists', async () => {
    signIn('ADMIN');
    server.use(...stats());
    renderApp('/admin/dashboard');
    const events = await screen.findByRole('group', { name: 'Total Events' });
    expect(events.textContent).toContain('12');
    expect(events.textContent).toContain('9 active');
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).toContain('14 active');
    const top = screen.getByLabelText('Top Events by Orders');
    expect(within(top).getByText('Spring Gala')).toBeTruthy();
    expect(within(top).getByText('Austin Chapter · Austin, TX')).toBeTruthy();
    expect(within(screen.getByLabelText('Top Chapters by Orders')).getByText('17 orders')).toBeTruthy();
    expect(within(screen.getByLabelText('Popular Categories')).getByText('Apparel')).toBeTruthy();
    expect(within(screen.getByLabelText('Popular Categories')).getByText('25 products')).toBeTruthy();
    expect(screen.getByText(/Last updated:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Vendors' }).getAttribute('href')).toBe('/admin/vendors');
  });

  it('shows the failure with a Retry that loads the figures again', async () => {
    signIn('ADMIN');
    server.use(...stats());
    server.use(answer('GET /vendors/stats', () => fail(500)));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Failed to fetch dashboard data', {})).toBeTruthy();
    server.resetHandlers();
    server.use(...stats());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Vendors' }).textContent).toContain('7 active'));
    expect(screen.queryByText('Failed to fetch dashboard data')).toBeNull();
  });
});
