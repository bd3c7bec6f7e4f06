import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const acme = aVendor({
  id: 2, name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', phone: null, address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701',
  taxId: null, bankAccount: null, routingNumber: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 12, vendorOrders: 4, payments: 3 },
});

describe('vendor management', () => {
  it('lists vendors with counts and "No phone", and checks the form with the spec messages before sending', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const posted: unknown[] = [];
    const seen: URLSearchParams[] = [];
    server.use(
      answer('GET /vendors', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return { vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } };
      }),
      answer('POST /vendors', async ({ request }) => {
        posted.push(await request.json());
        return fail(409, 'Conflict');
      }),
    );
    renderApp('/admin/vendors');
    expect(await screen.findByText('Acme Supply', {})).toBeTruthy();
    expect(screen.getByText('No phone')).toBeTruthy();
    expect(screen.getByText('Logged in as: ada@example.com (Admin)')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Active Only' }));
    await waitFor(() => expect(seen.at(-1)?.get('isActive')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.companyNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.validEmailRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.zipRequired)).toBeTruthy();
    expect(posted).toHaveLength(0);

    const fill = async (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
    await fill(/Company Name/, 'Road Runner Inc');
    await fill(/Contact Name/, 'Road Runner');
    await fill(/^Email/, 'beep@roadrunner.test');
    await fill(/^Address/, '2 Mesa Way');
    await fill(/^City/, 'Tucson');
    await fill(/^State/, 'AZ');
    await fill(/ZIP Code/, '85701');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await within(dialog).findByText(MSG.emailExists)).toBeTruthy();
  });

  it('sends one search when typing pauses, not one per keystroke', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const searches: string[] = [];
    server.use(
      answer('GET /vendors', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return { vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } };
      }),
    );
    renderApp('/admin/vendors');
    expect(await screen.findByText('Acme Supply')).toBeTruthy();
    await user.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(searches.at(-1)).toBe('acme'));
    // A search per keystroke would have sent 'a', 'ac' and 'acm' before 'acme'.
    expect(searches.filter((s) => s !== '')).toEqual(['acme']);
  });
});
