import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportReport } from '@portal/contract/imports';
import { renderApp } from '../fixtures/msw-app';
import { server, signIn } from '../fixtures/msw';
import { answer } from '../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setLanguage('en');
});
afterAll(() => server.close());

const pagination = { page: 1, limit: 10, total: 0, pages: 1 };
const report = (over: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  applied: false,
  totalRows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  errorRows: 0,
  rows: [],
  ...over,
});

function catalogueHandlers() {
  return [
    answer('GET /products', () => ({ products: [], pagination })),
    answer('GET /products/stats', () => ({ total: 0, active: 0, inactive: 0, withImages: 0, averagePrice: 0, totalValue: 0 })),
    answer('GET /vendors', () => ({ vendors: [], pagination })),
    answer('GET /categories', () => ({ categories: [], pagination })),
    answer('GET /tags', () => ({ tags: [], pagination })),
  ];
}

describe('products: CSV import', () => {
  it('checks the file, lists row errors, then applies a fixed file after a confirmation that says how many', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const sent: Array<{ dryRun: string | null; body: string; type: string | null }> = [];
    let fixed = false;
    server.use(
      ...catalogueHandlers(),
      answer('POST /products/import', async ({ request }) => {
        const dryRun = new URL(request.url).searchParams.get('dryRun');
        const body = await request.text();
        sent.push({ dryRun, body, type: request.headers.get('content-type') });
        if (!fixed) {
          return report({ created: 1, updated: 0, errorRows: 1, rows: [{ line: 3, sku: 'B-2', name: '', action: 'error', errors: { name: 'Please fill in all required fields', price: 'Please enter a valid price' } }] });
        }
        return report({ dryRun: dryRun === 'true', applied: dryRun !== 'true', created: 1, updated: 1 });
      }),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Products' });
    const template = within(dialog).getByRole('link', { name: 'Download template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain('sku,name,description,price,vendor,categories,tags,packSize,active');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    const csv = 'sku,name,price,vendor\nA-1,Paper,1.00,Acme\nB-2,,x,Acme\n';
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'products.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LineSKUFieldProblem',
      '3B-2namePlease fill in all required fields',
      '3B-2pricePlease enter a valid price',
    ]);
    expect(sent[0]).toMatchObject({ dryRun: 'true', body: csv });
    expect(sent[0]!.type).toMatch(/^text\/(plain|csv)/);
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    fixed = true;
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['sku,name,price,vendor\nA-1,Paper,1.00,Acme\nB-2,Pens,2.00,Acme\n'], 'fixed.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByText('No errors found. The file is ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Import products?' });
    expect(confirm.textContent).toContain('1 new product(s) will be created and 1 updated; 0 row(s) are unchanged.');
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Import finished: 1 created, 1 updated, 0 unchanged.');
    expect(sent.at(-1)!.dryRun).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import products?' })).toBeNull());
  });

  it('shows the server refusal of a bad file and never offers Import', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(
      ...catalogueHandlers(),
      answer('POST /products/import', () =>
        Response.json({ success: false, message: 'Missing required column(s): price, vendor', code: 'VALIDATION_FAILED', errors: { header: 'Missing required column(s): price, vendor' }, data: null }, { status: 400 }),
      ),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Products' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['sku,name\nA,B\n'], 'bad.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByText('Missing required column(s): price, vendor');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('words the import refusals in the active language by their codes', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    setLanguage('es');
    server.use(
      ...catalogueHandlers(),
      answer('POST /products/import', () =>
        report({
          created: 0,
          updated: 0,
          errorRows: 2,
          rows: [
            {
              line: 2,
              sku: 'A-1',
              name: 'Paper',
              action: 'error',
              errors: { vendor: 'Vendor not found', categories: 'Unknown category: Ghosts, Ink' },
              errorCodes: { vendor: { code: 'VENDOR_NOT_FOUND' }, categories: { code: 'UNKNOWN_CATEGORY', params: { names: 'Ghosts, Ink' } } },
            },
            {
              line: 3,
              sku: 'A-1',
              name: 'Paper',
              action: 'error',
              errors: { sku: 'SKU A-1 is already on line 2 of the file', price: 'Please enter a valid price' },
              errorCodes: { sku: { code: 'REPEATED_IN_FILE', params: { key: 'SKU A-1', line: 2 } } },
            },
          ],
        }),
      ),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar productos' });
    await user.upload(within(dialog).getByLabelText('Archivo CSV'), new File(['sku,name,price,vendor\nA-1,Paper,1.00,Nobody\n'], 'p.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Revisar archivo' }));
    const errors = await within(dialog).findByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LíneaSKUCampoProblema',
      '2A-1vendorProveedor no encontrado',
      '2A-1categoriesCategoría desconocida: Ghosts, Ink',
      '3A-1skuSKU A-1 ya está en la línea 2 del archivo',
      '3A-1priceIntroduzca un precio válido',
    ]);
  });
});
