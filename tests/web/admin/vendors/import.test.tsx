import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { openAs, recorded, vendorsApi } from '../../../fixtures/resource-api';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { findDialog } from '../../../fixtures/overlays';
import { checkCsv } from '../../../fixtures/forms';

withFakeApi();

describe('vendors: CSV import', () => {
  it('offers the vendor template and lists row errors by e-mail from a dry run sent to the vendor import', async () => {
    const dryRun = recorded('POST /vendors/import', () => ({
      dryRun: true, applied: false, totalRows: 1, created: 0, updated: 0, unchanged: 0, errorRows: 1, skipped: 0, ignoredColumns: [],
      rows: [{ line: 2, sku: 'bad-email', name: 'No Mail Co', action: 'error', errors: { email: 'Valid email is required' }, errorCodes: { email: { code: 'VALID_EMAIL_REQUIRED' } } }],
    }));
    const { user } = openAs('ADMIN', '/admin/vendors', dryRun.handler, vendorsApi({ rows: [] }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Vendors');
    expect(within(dialog).getByRole('button', { name: 'Download template' })).toBeTruthy();
    await checkCsv(user, dialog, 'email,name\nbad-email,No Mail Co\n', 'vendors.csv');
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual(['LineEmailFieldProblem', '2bad-emailemailValid email is required']);
    expect(dryRun.sent[0]!.query.dryRun).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('words the vendor form refusals of an import in Spanish', async () => {
    setLanguage('es');
    onTestFinished(() => void setLanguage('en'));
    const refused = answer('POST /vendors/import', () => ({
      dryRun: true, applied: false, totalRows: 1, created: 0, updated: 0, unchanged: 0, errorRows: 1, skipped: 0, ignoredColumns: ['ID', 'Productos', 'Creado'],
      rows: [{
        line: 2, sku: 'x@v.test', name: '', action: 'error',
        errors: { name: 'Company name is required', contactName: 'Contact name is required', state: 'State must be a valid US state code', zipCode: 'Please enter a valid ZIP code' },
        errorCodes: { name: { code: 'COMPANY_NAME_REQUIRED' }, contactName: { code: 'CONTACT_NAME_REQUIRED' }, state: { code: 'STATE_INVALID' }, zipCode: { code: 'ZIP_INVALID' } },
      }],
    }));
    const { user } = openAs('ADMIN', '/admin/vendors', refused, vendorsApi({ rows: [] }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await findDialog('Importar proveedores');
    await checkCsv(user, dialog, 'email\nx@v.test\n', 'v.csv');
    const errors = await within(dialog).findByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LíneaCorreo electrónicoCampoProblema',
      '2x@v.testnameEl nombre de la empresa es obligatorio',
      '2x@v.testcontactNameEl nombre de contacto es obligatorio',
      '2x@v.teststateEl estado debe ser un código de estado de EE. UU. válido',
      '2x@v.testzipCodeIntroduzca un código postal válido',
    ]);
    expect(within(dialog).getByText('Columnas de solo lectura que no se importan: ID, Productos, Creado')).toBeTruthy();
  });
});
