import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../fixtures/msw-app';
import { server, signIn } from '../fixtures/msw';
import { answer } from '../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('vendors: CSV import', () => {
  it('offers the vendor template and lists row errors by e-mail from a dry run sent to the vendor import', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const urls: string[] = [];
    server.use(
      answer('GET /vendors', () => ({ vendors: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } })),
      answer('POST /vendors/import', ({ request }) => {
        urls.push(request.url);
        return {
          dryRun: true, applied: false, totalRows: 1, created: 0, updated: 0, unchanged: 0, errorRows: 1,
          rows: [{ line: 2, sku: 'bad-email', name: 'No Mail Co', action: 'error', errors: { email: 'Valid email is required' } }],
        };
      }),
    );
    renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Vendors' });
    expect(decodeURIComponent(within(dialog).getByRole('link', { name: 'Download template' }).getAttribute('href')!)).toContain('email,name,contactName,phone');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['email,name\nbad-email,No Mail Co\n'], 'vendors.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual(['LineEmailFieldProblem', '2bad-emailemailValid email is required']);
    expect(urls[0]).toContain('dryRun=true');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });
});
