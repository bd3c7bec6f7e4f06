import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ImportReport } from '@portal/contract/imports';
import { withFakeApi } from '../../../fixtures/msw';
import { openAs, productsApi } from '../../../fixtures/resource-api';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { findDialog } from '../../../fixtures/overlays';
import { checkCsv } from '../../../fixtures/forms';

withFakeApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const report = (over: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  applied: false,
  totalRows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  errorRows: 0,
  skipped: 0,
  ignoredColumns: [],
  rows: [],
  ...over,
});

/** Files the page hands to the browser to save: their names and texts. */
function savedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  onTestFinished(() => {
    Object.assign(URL, original);
  });
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:file';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/**
 * The products screen of an admin over an empty catalogue, `handlers` answering before the
 * catalogue's, with the import dialog opened by its button.
 */
async function openImport(handlers: RequestHandler[], { button = 'Import CSV', dialog = 'Import Products' } = {}) {
  const app = openAs('ADMIN', '/admin/products', ...handlers, productsApi({ rows: [] }).handlers);
  await app.user.click(await screen.findByRole('button', { name: button }));
  return { ...app, dialog: await findDialog(dialog) };
}

describe('products: CSV import', () => {
  it('checks the file, lists row errors, then applies a fixed file after a confirmation that says how many', async () => {
    const sent: Array<{ dryRun: string | null; body: string; type: string | null }> = [];
    let fixed = false;
    const { user, dialog } = await openImport(
      [
        answer('POST /products/import', async ({ request }) => {
          const dryRun = new URL(request.url).searchParams.get('dryRun');
          const body = await request.text();
          sent.push({ dryRun, body, type: request.headers.get('content-type') });
          if (!fixed) {
            return report({ created: 1, updated: 0, errorRows: 1, rows: [{ line: 3, sku: 'B-2', name: '', action: 'error', errors: { name: 'Please fill in all required fields', price: 'Please enter a valid price' } }] });
          }
          return report({ dryRun: dryRun === 'true', applied: dryRun !== 'true', created: 1, updated: 1 });
        }),
      ],
    );
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    const csv = 'sku,name,price,vendor\nA-1,Paper,1.00,Acme\nB-2,,x,Acme\n';
    await checkCsv(user, dialog, csv, 'products.csv');
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LineSKUFieldProblem',
      '3B-2namePlease fill in all required fields',
      '3B-2pricePlease enter a valid price',
    ]);
    expect(sent[0]).toMatchObject({ dryRun: 'true', body: csv });
    expect(sent[0]!.type).toMatch(/^text\/(plain|csv)/);
    // Not the whole file: only its valid row, if the admin chooses so.
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import 1 valid row' })).toBeTruthy();

    fixed = true;
    await checkCsv(user, dialog, 'sku,name,price,vendor\nA-1,Paper,1.00,Acme\nB-2,Pens,2.00,Acme\n', 'fixed.csv');
    await within(dialog).findByText('No errors found. The file is ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await findDialog('Import products?');
    expect(confirm.textContent).toContain('1 new product(s) will be created and 1 updated; 0 row(s) are unchanged.');
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Import finished: 1 created, 1 updated, 0 unchanged.');
    expect(sent.at(-1)!.dryRun).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import products?' })).toBeNull());
  });

  it('shows the server refusal of a bad file and never offers Import', async () => {
    const { user, dialog } = await openImport(
      [
        answer('POST /products/import', () =>
          Response.json(
            { success: false, message: 'Missing required column(s): price, vendor', code: 'IMPORT_MISSING_COLUMNS', errors: { header: 'Missing required column(s): price, vendor' }, data: { columns: 'price, vendor' } },
            { status: 400 },
          ),
        ),
      ],
    );
    await checkCsv(user, dialog, 'sku,name\nA,B\n', 'bad.csv');
    await within(dialog).findByText('Missing required column(s): price, vendor');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('words the import refusals in the active language by their codes', async () => {
    setLanguage('es');
    const { user, dialog } = await openImport(
      [
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
                errorCodes: { sku: { code: 'REPEATED_IN_FILE', params: { key: 'SKU A-1', line: 2 } }, price: { code: 'INVALID_PRICE' } },
              },
            ],
          }),
        ),
      ], { button: 'Importar CSV', dialog: 'Importar productos' },
    );
    await checkCsv(user, dialog, 'sku,name,price,vendor\nA-1,Paper,1.00,Nobody\n', 'p.csv');
    const errors = await within(dialog).findByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LíneaSKUCampoProblema',
      '2A-1vendorProveedor no encontrado',
      '2A-1categoriesCategoría desconocida: Ghosts, Ink',
      '3A-1skuSKU A-1 ya está en la línea 2 del archivo',
      '3A-1priceIntroduzca un precio válido',
    ]);
  });

  it('downloads the template the API makes from this catalogue', async () => {
    const template = 'sku,name,description,price,vendor,categories,tags,packSize,active\r\nSKU-1001,Letter paper (500 sheets),Bright white 20 lb copy paper,12.50,Bolt Supply,Paper,Eco,5,true\r\n';
    const saved = savedFiles();
    const { user, dialog } = await openImport([http.get('*/api/v1/products/import/template', () => new HttpResponse(template, { headers: { 'content-type': 'text/csv; charset=utf-8' } }))]);
    await user.click(within(dialog).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('products-import-template.csv');
    expect(await saved[0]!.blob.text()).toBe(template);
  });

  it('names the read-only columns a check read past, and imports only the valid rows when the admin chooses so', async () => {
    const sent: URLSearchParams[] = [];
    const refused = { line: 3, sku: 'B-2', name: 'Pens', action: 'error' as const, errors: { price: 'Please enter a valid price' }, errorCodes: { price: { code: 'INVALID_PRICE' as const } } };
    const { user, dialog } = await openImport(
      [
        answer('POST /products/import', ({ request }) => {
          const q = new URL(request.url).searchParams;
          sent.push(q);
          const applied = q.get('dryRun') === 'false';
          return report({
            dryRun: !applied, applied, totalRows: 3, created: 1, updated: 0, unchanged: 1, errorRows: 1, skipped: applied ? 1 : 0,
            ignoredColumns: ['Created', 'Updated'],
            rows: [{ line: 2, sku: 'A-1', name: 'Paper', action: 'create' }, refused, { line: 4, sku: 'C-3', name: 'Ink', action: 'unchanged' }],
          });
        }),
      ],
    );
    await checkCsv(user, dialog, 'ID,Name,SKU,Price\n1,Paper,A-1,1.00\n', 'products-2026-11-27.csv');
    expect(await within(dialog).findByText('Read-only columns left out: Created, Updated')).toBeTruthy();
    expect(within(dialog).getByText(/or import the other rows now: a row with an error is left out whole/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 valid row' }));
    const confirm = await findDialog('Import products?');
    expect(confirm.textContent).toContain('1 new product(s) will be created and 0 updated; 1 row(s) are unchanged.');
    expect(confirm.textContent).toContain('1 row with errors will be left out.');
    await user.click(within(confirm).getByRole('button', { name: 'Import 1 valid row' }));
    await within(dialog).findByText('Import finished: 1 created, 0 updated, 1 unchanged, 1 skipped (rows with errors).');
    expect(within(dialog).getByText('Skipped: 1')).toBeTruthy();
    expect(within(dialog).queryByText('With errors: 1')).toBeNull();
    expect(sent.map((q) => [q.get('dryRun'), q.get('validOnly')])).toEqual([
      ['true', null],
      ['false', 'true'],
    ]);
  });

  it('words a refused file and every row refusal in Spanish by code and figures', async () => {
    setLanguage('es');
    let badHeader = true;
    const { user, dialog } = await openImport(
      [
        answer('POST /products/import', () => {
          if (badHeader) {
            const message = 'Unknown column(s): Colour. The columns are: sku, name';
            return Response.json({ success: false, message, code: 'IMPORT_UNKNOWN_COLUMNS', errors: { header: message }, data: { columns: 'Colour', expected: 'sku, name' } }, { status: 400 });
          }
          return report({
            created: 0, updated: 0, errorRows: 1,
            rows: [{ line: 2, sku: 'A-1', name: 'N', action: 'error', errors: { name: 'Product name must be at most 200 characters', packSize: 'Pack size must be a whole number from 1 to 10000' }, errorCodes: { name: { code: 'TOO_LONG', params: { field: 'name', max: 200 } }, packSize: { code: 'INVALID_PACK_SIZE' } } }],
          });
        }),
      ], { button: 'Importar CSV', dialog: 'Importar productos' },
    );
    await checkCsv(user, dialog, 'sku,name,Colour\nA-1,N,red\n', 'p.csv');
    expect(await within(dialog).findByText('Columna(s) desconocida(s): Colour. Las columnas son: sku, name')).toBeTruthy();
    badHeader = false;
    await user.click(within(dialog).getByRole('button', { name: 'Revisar archivo' }));
    const errors = await within(dialog).findByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LíneaSKUCampoProblema',
      '2A-1namename debe tener como máximo 200 caracteres',
      '2A-1packSizeLas unidades por paquete deben ser un número entero de 1 a 10000',
    ]);
    expect(dialog.textContent).not.toMatch(/must be|Unknown column/);
  });
});
