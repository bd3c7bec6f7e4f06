/** The back office says why the server refused in the chosen language, by the refusal's code. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MSG, NOT_FOUND } from '@portal/contract/messages';
import type { ImportReport } from '@portal/contract/imports';
import { ApiError } from '@portal/web/lib/api/api-error.ts';
import { refusalText } from '@portal/web/lib/i18n/errors.ts';
import { loadNamespaces, setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { messageOf } from '@portal/web/features/admin/kit/format.ts';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { server } from '../../../fixtures/msw';
import { aTaxonomyItem, aVendor, onePage } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';
import { categoriesApi, openAs } from '../../../fixtures/resource-api';

withFakeApi();

/** The API's error envelope with the code its services give. */
const refuse = (status: number, message: string, code: string, data: unknown = null) => HttpResponse.json({ success: false, message, code, data }, { status });

/** Each refusal the back office can meet with a code of its own: the server's words, and the Spanish. */
const REFUSALS: Array<[code: string, english: string, spanish: string]> = [
  ['VENDOR_IN_USE', MSG.vendorHasDependents, 'No se puede eliminar un proveedor que tiene productos o pedidos. Desactívelo en su lugar.'],
  ['CHAPTER_HAS_ORDERS', MSG.chapterHasOrders, 'No se puede eliminar un capítulo que tiene pedidos. Desactívelo en su lugar.'],
  ['EVENT_HAS_ORDERS', MSG.eventHasOrders, 'No se puede eliminar un evento que tiene pedidos.'],
  ['USER_HAS_ORDERS', 'This user has orders and cannot be deleted. Deactivate the account instead.', 'Este usuario tiene pedidos y no se puede eliminar. Desactive la cuenta en su lugar.'],
  ['SKU_EXISTS', 'SKU already exists', 'El SKU ya existe'],
  ['ALREADY_CANCELLED', 'This order is already cancelled', 'Este pedido ya está cancelado'],
  ['PAYMENT_METHOD_LOCKED', 'The payment method can only be changed while the order is pending', 'El método de pago solo se puede cambiar mientras el pedido está pendiente'],
  ['EMAIL_EXISTS', MSG.emailExists, 'El correo electrónico ya existe. Use otro correo electrónico.'],
  ['CANNOT_DEACTIVATE_SELF', MSG.cannotDeactivateSelf, 'No puede desactivar su propia cuenta'],
  ['CANNOT_DELETE_SELF', MSG.cannotDeleteSelf, 'No puede eliminar su propia cuenta'],
  ['CANNOT_CHANGE_OWN_ROLE', 'Cannot change your own role', 'No puede cambiar su propio rol'],
  ['SUPER_ADMIN_ONLY', 'Only a Super Admin can change a Super Admin account.', 'Solo un superadministrador puede modificar una cuenta de superadministrador.'],
];

const acme = aVendor({ id: 2, name: 'Acme Supply', counts: { products: 3, vendorOrders: 0, payments: 0 } });

describe('server refusals in the back office', () => {
  it('are said by their code in the chosen language, and in English in the server’s own words', async () => {
    await loadNamespaces('admin');
    for (const [code, english] of REFUSALS) {
      expect(messageOf(new ApiError(409, english, code), 'Failed'), code).toBe(english);
      expect(refusalText(code, english), code).toBe(english);
    }
    await setLanguage('es');
    for (const [code, english, spanish] of REFUSALS) {
      expect(messageOf(new ApiError(409, english, code), 'Falló'), code).toBe(spanish);
      expect(refusalText(code, english), code).toBe(spanish);
    }
    // A refused field is worded by its rule's code (decision 034); a reason without a code of its own stays the server's.
    expect(messageOf(new ApiError(400, `${MSG.emailInvalid} (email)`, 'VALIDATION_FAILED', { email: MSG.emailInvalid }, null, { email: { code: 'EMAIL_INVALID' } }), 'Falló')).toBe('Introduzca un correo electrónico válido');
    const onlySuperAdmin = 'Only a Super Admin can change a Super Admin account.';
    expect(messageOf(new ApiError(403, onlySuperAdmin, 'FORBIDDEN'), 'Falló')).toBe(onlySuperAdmin);
    expect(messageOf(new ApiError(0, 'Network error', 'NETWORK'), 'Falló')).toBe('Falló');
  });

  it('are worded from the figures the server gives in the refusal\'s data, in either language', async () => {
    await loadNamespaces('admin');
    const figured: Array<[code: string, english: string, data: Record<string, string | number>, spanish: string]> = [
      ['NOT_CANCELLABLE', 'Cannot cancel an order that is SHIPPED', { status: 'SHIPPED' }, 'No se puede cancelar un pedido que está ENVIADO'],
      ['INVALID_TRANSITION', 'Cannot change an order from PENDING to SHIPPED', { from: 'PENDING', to: 'SHIPPED' }, 'No se puede cambiar un pedido de Pendiente a Enviado'],
      ['HAS_PRODUCTS', 'This category has 1 associated products and cannot be deleted.', { kind: 'category', count: 1 }, 'Esta categoría tiene 1 producto asociado y no se puede eliminar.'],
      ['HAS_PRODUCTS', 'This tag has 12 associated products and cannot be deleted.', { kind: 'tag', count: 12 }, 'Esta etiqueta tiene 12 productos asociados y no se puede eliminar.'],
      ['PRODUCT_HAS_ORDERS', 'This product appears on 3 order item(s) and cannot be deleted. Deactivate it instead.', { count: 3 }, 'Este producto figura en 3 líneas de pedido y no se puede eliminar. Desactívelo en su lugar.'],
    ];
    // The back office names statuses in words, as its status labels do, in English too.
    const inWords = (code: string, english: string) => (code === 'INVALID_TRANSITION' ? 'Cannot change an order from Pending to Shipped' : english);
    for (const [code, english, data] of figured) {
      expect(messageOf(new ApiError(409, english, code, {}, data), 'Failed'), code).toBe(inWords(code, english));
      expect(refusalText(code, english, data), code).toBe(inWords(code, english));
    }
    await setLanguage('es');
    for (const [code, english, data, spanish] of figured) {
      expect(messageOf(new ApiError(409, english, code, {}, data), 'Falló'), code).toBe(spanish);
      expect(refusalText(code, english, data), code).toBe(spanish);
      // Without its figures (or with figures it cannot read) the refusal keeps the server's words.
      expect(refusalText(code, english), code).toBe(english);
      expect(refusalText(code, english, { count: 'many', status: 7 }), code).toBe(english);
    }
  });

  it('say in the chosen language that a record is gone, for every kind the API names', async () => {
    await loadNamespaces('admin');
    // The API names the kind of record in the refusal's data; the words are the app's own.
    const gone = (kind: string, text: string) => new ApiError(404, text, 'NOT_FOUND', {}, { kind });
    for (const [kind, text] of Object.entries(NOT_FOUND)) expect(messageOf(gone(kind, text), 'Failed'), text).toBe(text);
    await setLanguage('es');
    const spanish = Object.entries(NOT_FOUND).map(([kind, text]) => messageOf(gone(kind, text), 'Falló'));
    expect(spanish).toEqual([
      'Producto no encontrado.', 'Proveedor no encontrado', 'Usuario no encontrado', 'Pedido no encontrado', 'Categoría no encontrada',
      'Etiqueta no encontrada', 'Notificación no encontrada', 'Evento no encontrado', 'Capítulo no encontrado', 'Imagen no encontrada',
      'Carrito guardado no encontrado',
    ]);
  });

  it('says in Spanish that a vendor with products cannot be deleted', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(
      answer('GET /vendors', () => ({ vendors: [acme], pagination: onePage([acme]) })),
      answer('DELETE /vendors/:id', () => refuse(409, MSG.vendorHasDependents, 'VENDOR_IN_USE')),
    );
    renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'Acciones de Acme Supply' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await findDialog('Confirmar eliminación');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findAllByText('No se puede eliminar un proveedor que tiene productos o pedidos. Desactívelo en su lugar.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.vendorHasDependents)).toBeNull();
  });

  it('says in Spanish that a category or tag name is taken, for its kind', async () => {
    await setLanguage('es');
    const refused = answer('POST /categories', () => refuse(409, 'A category with this name already exists', 'NAME_EXISTS'));
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', refused, categoriesApi({ rows: [aTaxonomyItem({ id: 4, name: 'Beverages' })] }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Añadir categoría' }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Beverages');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Ya existe una categoría con este nombre')).toBeTruthy();
    expect(within(dialog).queryByText('A category with this name already exists')).toBeNull();
  });

  it('says in Spanish how many rows kept an import from being applied', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    const pagination = { page: 1, limit: 10, total: 0, pages: 1 };
    const report: ImportReport = { dryRun: true, applied: false, totalRows: 2, created: 2, updated: 0, unchanged: 0, errorRows: 0, skipped: 0, ignoredColumns: [], rows: [] };
    server.use(
      answer('GET /products', () => ({ products: [], pagination })),
      answer('GET /products/stats', () => ({ total: 0, active: 0, inactive: 0, withImages: 0, averagePrice: 0, totalValue: 0 })),
      answer('GET /vendors', () => ({ vendors: [], pagination })),
      answer('GET /categories', () => ({ categories: [], pagination })),
      answer('GET /tags', () => ({ tags: [], pagination })),
      answer('POST /products/import', ({ request }) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? report
          : refuse(422, '2 row(s) have errors; nothing was imported', 'IMPORT_HAS_ERRORS', { ...report, dryRun: false, errorRows: 2 }),
      ),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await findDialog('Importar productos');
    await user.upload(within(dialog).getByLabelText('Archivo CSV'), new File(['sku,name,price,vendor\nA-1,Paper,1.00,Acme\nB-2,Pens,2.00,Acme\n'], 'products.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Revisar archivo' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Importar' }));
    const confirm = await findDialog('¿Importar productos?');
    await user.click(within(confirm).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('2 filas tienen errores; no se importó nada')).toBeTruthy();
  });
});
