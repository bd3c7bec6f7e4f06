import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { aChapter, aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await setLanguage('en');
});
afterAll(() => server.close());

const pagination = { page: 1, limit: 10, total: 1, pages: 1 };

describe('US fields in the back office forms', () => {
  it('refuses in Spanish the routing number, account, state and ZIP the issue saved, each under its field, and sends nothing', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.use(
      answer('GET /vendors', () => ({ vendors: [aVendor({ name: 'Acme Supply' })], pagination })),
      answer('POST /vendors', async ({ request }) => {
        posted.push(await request.json());
        return aVendor();
      }),
    );
    signIn('ADMIN');
    renderApp('/admin/vendors');
    await screen.findByText('Acme Supply', {});
    await user.click(screen.getByRole('button', { name: 'Añadir proveedor' }));
    const dialog = await findDialog();
    const fill = async (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
    await fill(/Nombre de la empresa/, 'Road Runner Inc');
    await fill(/Nombre de contacto/, 'Road Runner');
    await fill(/^Correo electrónico/, 'beep@roadrunner.test');
    await fill(/^Dirección/, '2 Mesa Way');
    await fill(/^Ciudad/, 'Austin');
    await fill(/^Estado/, 'Texas');
    await fill(/Código postal/, '7330');
    await fill(/Cuenta bancaria/, '123');
    await fill(/Número de ruta bancaria/, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El estado debe ser un código de estado de EE. UU. válido')).toBeTruthy();
    expect(within(dialog).getByText('Introduzca un código postal válido')).toBeTruthy();
    expect(within(dialog).getByText('La cuenta bancaria debe tener de 4 a 17 dígitos')).toBeTruthy();
    expect(within(dialog).getByText('El número de ruta debe tener 9 dígitos con un dígito de control válido')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('says which fields to fix when a chapter saved before the checks (state "Texas", ZIP "7330") is edited', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const old = aChapter({ id: 7, name: 'Old Chapter', state: 'Texas', zipCode: '7330' });
    server.use(
      answer('GET /chapters', () => ({ items: [old], pagination })),
      answer('GET /chapters/stats', () => ({ total: 1, active: 1, inactive: 0, withUsers: 0, withEvents: 0, topChaptersByOrders: [] })),
      answer('PUT /chapters/:id', async ({ request }) => {
        sent.push(await request.json());
        return old;
      }),
    );
    signIn('SUPER_ADMIN');
    renderApp('/admin/chapters');
    await user.click(await screen.findByRole('button', { name: 'Actions for Old Chapter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await findDialog('Edit Chapter');
    expect((within(dialog).getByLabelText(/^State/) as HTMLSelectElement).value).toBe('Texas');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('State must be a valid US state code')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid ZIP code')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'TX');
    await user.clear(within(dialog).getByLabelText(/ZIP Code/));
    await user.type(within(dialog).getByLabelText(/ZIP Code/), '73301-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ state: 'TX', zipCode: '73301-0001' });
  });
});
