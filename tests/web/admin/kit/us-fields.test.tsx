import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { aChapter, aVendor } from '../../../fixtures/builders';
import { chaptersApi, openAs, vendorsApi } from '../../../fixtures/resource-api';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';
import { fillIn } from '../../../fixtures/forms';

withFakeApi();

describe('US fields in the back office forms', () => {
  it('refuses in Spanish the routing number, account, state and ZIP the issue saved, each under its field, and sends nothing', async () => {
    await setLanguage('es');
    const vendors = vendorsApi({ rows: [aVendor({ name: 'Acme Supply' })] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const posted = vendors.writes.create.sent;
    await screen.findByText('Acme Supply', {});
    await user.click(screen.getByRole('button', { name: 'Añadir proveedor' }));
    const dialog = await findDialog();
    await fillIn(user, dialog, [
      [/Nombre de la empresa/, 'Road Runner Inc'],
      [/Nombre de contacto/, 'Road Runner'],
      [/^Correo electrónico/, 'beep@roadrunner.test'],
      [/^Dirección/, '2 Mesa Way'],
      [/^Ciudad/, 'Austin'],
      [/^Estado/, 'Texas'],
      [/Código postal/, '7330'],
      [/Cuenta bancaria/, '123'],
      [/Número de ruta bancaria/, '12'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El estado debe ser un código de estado de EE. UU. válido')).toBeTruthy();
    expect(within(dialog).getByText('Introduzca un código postal válido')).toBeTruthy();
    expect(within(dialog).getByText('La cuenta bancaria debe tener de 4 a 17 dígitos')).toBeTruthy();
    expect(within(dialog).getByText('El número de ruta debe tener 9 dígitos con un dígito de control válido')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('says which fields to fix when a chapter saved before the checks (state "Texas", ZIP "7330") is edited', async () => {
    const chapters = chaptersApi({ rows: [aChapter({ id: 7, name: 'Old Chapter', state: 'Texas', zipCode: '7330' })] });
    const { user } = openAs('SUPER_ADMIN', '/admin/chapters', chapters.handlers);
    const sent = chapters.writes.update.sent;
    await chooseRowAction(user, 'Old Chapter', 'Edit');
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
    expect(sent[0]!.body).toMatchObject({ state: 'TX', zipCode: '73301-0001' });
  });
});
