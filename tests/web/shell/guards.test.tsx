import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../fixtures/msw-app';
import { resetCalls, server, signIn } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The back-office screens these guards let people into load their data before they show: each
// finds an empty list or zero figures.
const pagination = { page: 1, limit: 10, total: 0, pages: 0 };
const emptyTaxonomy = { total: 0, active: 0, inactive: 0, withProducts: 0, popular: [] };
const backOfficeScreens = [
  answer('GET /events/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, upcoming: 0, past: 0 }, topEventsByOrders: [] })),
  answer('GET /vendors/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, withOrders: 0, withProducts: 0 }, topVendorsByProducts: [] })),
  answer('GET /categories/stats', () => emptyTaxonomy),
  answer('GET /tags/stats', () => emptyTaxonomy),
  answer('GET /chapters/stats', () => ({ total: 0, active: 0, inactive: 0, withUsers: 0, withEvents: 0, topChaptersByOrders: [] })),
  answer('GET /chapters', () => ({ items: [], pagination })),
  answer('GET /tags', () => ({ tags: [], pagination })),
  answer('GET /categories', () => ({ categories: [], pagination })),
  answer('GET /products', () => ({ products: [], pagination })),
  answer('GET /vendors', () => ({ vendors: [], pagination })),
  answer('GET /products/stats', () => ({ total: 0, active: 0, inactive: 0, withImages: 0, averagePrice: 0, totalValue: 0 })),
];
beforeEach(() => {
  resetCalls();
  server.use(...backOfficeScreens);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function landsOn(path: string, expected: string) {
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

describe('route guards', () => {
  it('sends a visitor to sign in, remembering where they were going', async () => {
    const router = await landsOn('/orders', '/login');
    expect(router.state.location.search).toEqual({ redirect: '/orders' });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('sends / to the dashboard and a visitor on from there to sign in', async () => {
    await landsOn('/', '/login');
  });

  it('sends a signed-in user away from sign in and registration to the dashboard', async () => {
    signIn('CHAPTER');
    await landsOn('/login', '/dashboard');
    await landsOn('/register', '/dashboard');
  });

  it('keeps a CHAPTER user out of the back office', async () => {
    signIn('CHAPTER');
    await landsOn('/admin/products', '/dashboard');
    await landsOn('/admin/system/tags', '/dashboard');
  });

  it('lets an ADMIN into the back office but not into chapters or system screens', async () => {
    signIn('ADMIN');
    await landsOn('/admin/products', '/admin/products');
    // Unqualified means the dashboard, which for an admin is the admin dashboard.
    await landsOn('/admin/chapters', '/admin/dashboard');
    // Both apps this test rendered show the one toast.
    expect((await screen.findAllByText(MSG.accessDeniedSuperAdmin)).length).toBeGreaterThan(0);
    await landsOn('/admin/system/categories', '/admin/dashboard');
  });

  it('sends an admin from the user dashboard to the admin dashboard', async () => {
    signIn('ADMIN');
    await landsOn('/dashboard', '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('lets a SUPER_ADMIN into chapters and system screens', async () => {
    signIn('SUPER_ADMIN');
    await landsOn('/admin/chapters', '/admin/chapters');
    await landsOn('/admin/system/tags', '/admin/system/tags');
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    signIn('CHAPTER');
    renderApp('/no/such/page');
    expect(await screen.findByText("Page Not Found")).toBeTruthy();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });
});

describe('side menu per role', () => {
  const menuLinks = async () => {
    // jsdom matches no media query, so the permanent drawer (md and up) counts as hidden.
    const nav = await screen.findByRole('navigation', { name: 'Main menu', hidden: true });
    return within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
  };

  it('gives a chapter user the shopping entries only', async () => {
    signIn('CHAPTER');
    renderApp('/dashboard');
    expect(await menuLinks()).toEqual(['Dashboard', 'Products', 'Quick Order', 'Shopping Cart', 'My Orders', 'Events', 'Profile']);
  });

  it('gives an admin the Administration group and no shopping or System entries', async () => {
    signIn('ADMIN');
    renderApp('/admin/dashboard');
    expect(await menuLinks()).toEqual([
      'Dashboard', 'Admin Dashboard', 'Product Management', 'Vendor Management', 'Order Management', 'User Management', 'Event Management', 'Reports & Analytics',
    ]);
  });

  it('adds the System group for a super admin', async () => {
    signIn('SUPER_ADMIN');
    renderApp('/admin/dashboard');
    const links = await menuLinks();
    expect(links.slice(8)).toEqual([
      'System Settings', 'Notifications', 'Chapter Management', 'Categories', 'Tags', 'Shipping', 'Payment Settings', 'System Analytics', 'Audit Log',
    ]);
  });
});

describe('top bar', () => {
  it('shows the unread count from the server and the account details', async () => {
    signIn('CHAPTER');
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    expect(within(menu).getByText('Chapter')).toBeTruthy();
  });

  it('counts the items of the stored cart on the cart badge', async () => {
    signIn('CHAPTER');
    localStorage.setItem('cart', JSON.stringify({ items: [{ quantity: 2 }, { quantity: 3 }] }));
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Shopping cart, 5 items' })).toBeTruthy();
  });
});
