import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { MSG } from '@portal/contract/messages';
import { taxonomyBody } from '@portal/contract/taxonomy';
import { loadNamespaces, setLanguage, t } from '@portal/web/lib/i18n/i18n.ts';
import { taxonomyFieldErrors, validateTaxonomy } from '@portal/web/features/admin/taxonomy/taxonomy-form.ts';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { fail, server } from '../../../fixtures/msw';
import { aChapter, aTaxonomyItem, aVendor, onePage } from '../../../fixtures/builders';
import { answer, refuseFields } from '../../../fixtures/api-handlers';
import { ApiError } from '@portal/web/lib/api/api-error.ts';
import { findDialog } from '../../../fixtures/overlays';
import { openAs, tagsApi } from '../../../fixtures/resource-api';

withFakeApi();

const acme = aVendor({
  id: 2, name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', phone: null, address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701',
  taxId: null, bankAccount: null, routingNumber: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 0, vendorOrders: 0, payments: 0 },
});
const vendorsApi = () => answer('GET /vendors', () => ({ vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } }));

describe('back-office messages in Spanish', () => {
  it('tells an admin in Spanish that the chapters page is for super admins, and that the dashboard did not load', async () => {
    await signInInSpanish('ADMIN');
    // Failures without a message of their own: the dashboard says its own fallback.
    server.use(...['events', 'vendors', 'categories', 'chapters'].map((kind) => answer(`GET /${kind}/stats` as 'GET /events/stats', () => fail(500))));
    const { router } = renderApp('/admin/chapters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect((await screen.findAllByText('Acceso denegado. Se requieren privilegios de superadministrador.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.accessDeniedSuperAdmin)).toBeNull();
    expect(await screen.findByText('No se pudieron cargar los datos del panel')).toBeTruthy();
    expect(screen.queryByText("Failed to fetch dashboard data")).toBeNull();
  });

  it('asks in Spanish before deleting a vendor', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(vendorsApi());
    renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'Acciones de Acme Supply' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await findDialog('Confirmar eliminación');
    expect(within(dialog).getByText('¿Seguro que desea eliminar «Acme Supply»?')).toBeTruthy();
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    expect(within(dialog).queryByText("Are you sure you want to delete \"Acme Supply\"?")).toBeNull();
    expect(within(dialog).queryByText("This action cannot be undone.")).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an incomplete vendor in Spanish, field by field', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(vendorsApi());
    renderApp('/admin/vendors');
    await screen.findByText('Acme Supply', {});
    await user.click(screen.getByRole('button', { name: 'Añadir proveedor' }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText(/Pedido mínimo/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(/^Pedido mínimo( \(USD\))? debe escribirse como 12\.50, 12,50 o 1,234\.50$/)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Pedido mínimo/));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El nombre de la empresa es obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Se requiere un correo electrónico válido')).toBeTruthy();
    expect(within(dialog).queryByText(MSG.companyNameRequired)).toBeNull();
  });

  it('refuses an event without a name in Spanish, and says why a save was refused', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(
      answer('GET /events', () => ({ items: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } })),
      answer('GET /events/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, upcoming: 0, past: 0 }, topEventsByOrders: [] })),
      answer('GET /chapters', () => ({ items: [aChapter()], pagination: onePage([1], 100) })),
      answer('POST /events', () => fail(403)),
    );
    renderApp('/admin/events');
    await user.click(await screen.findByRole('button', { name: 'Añadir evento' }));
    const dialog = await findDialog();
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    await user.click(create);
    expect(await within(dialog).findByText('El nombre del evento es obligatorio')).toBeTruthy();
    expect(within(dialog).queryByText(MSG.eventNameRequired)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Nombre del evento/), 'Feria');
    await user.type(within(dialog).getByLabelText(/Fecha de inicio/), '2030-05-02T10:00');
    await user.type(within(dialog).getByLabelText(/Fecha de fin/), '2030-05-01T10:00');
    await user.click(create);
    expect(await within(dialog).findByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Fecha de fin/));
    await user.type(within(dialog).getByLabelText(/Fecha de fin/), '2030-05-03T10:00');
    await user.selectOptions(within(dialog).getByLabelText(/Capítulo/), String(aChapter().id));
    await user.click(create);
    expect(await within(dialog).findByText('Acceso denegado. Permisos insuficientes.')).toBeTruthy();
  });

  it('writes the time an event starts and when the dashboard was updated the Spanish way', async () => {
    await signInInSpanish('ADMIN');
    const gala = {
      id: 5, name: 'Spring Gala', description: null, startDate: '2030-04-01T18:00:00.000Z', endDate: '2030-04-02T18:00:00.000Z', chapterId: 3, isActive: true,
      status: 'Upcoming' as const, createdAt: '2026-01-05T00:00:00.000Z', updatedAt: '2026-01-05T00:00:00.000Z', chapter: { id: 3, name: 'Austin Chapter', city: 'Austin', state: 'TX' }, orderCount: 4,
    };
    server.use(
      answer('GET /events', () => ({ items: [gala], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('GET /chapters', () => ({ items: [aChapter()], pagination: onePage([1], 100) })),
      answer('GET /events/stats', () => ({ overview: { total: 1, active: 1, inactive: 0, upcoming: 1, past: 0 }, topEventsByOrders: [] })),
      answer('GET /vendors/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, withOrders: 0, withProducts: 0 }, topVendorsByProducts: [] })),
      answer('GET /categories/stats', () => ({ total: 0, active: 0, inactive: 0, withProducts: 0, popular: [] })),
      answer('GET /chapters/stats', () => ({ total: 0, active: 0, inactive: 0, withUsers: 0, withEvents: 0, topChaptersByOrders: [] })),
    );
    renderApp('/admin/events');
    const row = (await screen.findByText('Spring Gala', {})).closest('tr')!;
    const spanishTime = new Intl.DateTimeFormat('es-US', { timeStyle: 'short' }).format(new Date(gala.startDate));
    expect(within(row).getByText(spanishTime)).toBeTruthy();
    expect(row.textContent).not.toMatch(/[AP]M/);
    renderApp('/admin/dashboard');
    const updated = await screen.findByText(/^Última actualización:/);
    expect(updated.textContent).toMatch(/^Última actualización: \d{1,2} [a-z]+\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.$/);
  });

  it('words the confirmation lines with a name, a number or a count in both languages', async () => {
    expect(t('admin.confirm.deleteNamed', { name: 'Acme' })).toBe("Are you sure you want to delete \"Acme\"?");
    expect(t('admin.confirm.deleteUser', { name: 'Ada Lovelace' })).toBe("Are you sure you want to delete user \"Ada Lovelace\"?");
    expect(t('admin.confirm.cancelOrder', { orderNumber: 'ORD-7' })).toBe("Are you sure you want to cancel order ORD-7? This action cannot be undone.");
    for (const count of [1, 3]) {
      expect(t('admin.taxonomy.category.hasProducts', { count })).toBe(MSG.hasProducts('category', count));
      expect(t('admin.taxonomy.tag.hasProducts', { count })).toBe(MSG.hasProducts('tag', count));
    }
    await setLanguage('es');
    expect(t('admin.confirm.cancelOrder', { orderNumber: 'ORD-7' })).toBe('¿Seguro que desea cancelar el pedido ORD-7? Esta acción no se puede deshacer.');
    expect(t('admin.confirm.deleteUser', { name: 'Ada Lovelace' })).toBe('¿Seguro que desea eliminar al usuario «Ada Lovelace»?');
    expect(t('admin.taxonomy.category.hasProducts', { count: 1 })).toBe('Esta categoría tiene 1 producto asociado y no se puede eliminar.');
    expect(t('admin.taxonomy.tag.hasProducts', { count: 3 })).toBe('Esta etiqueta tiene 3 productos asociados y no se puede eliminar.');
  });

  it('says in Spanish why a category or tag form is refused, field by field, from the form or from the server', async () => {
    await setLanguage('es');
    const refused = answer('POST /tags', () => refuseFields({ name: { code: 'NAME_REQUIRED' } }));
    const { user } = openAs('SUPER_ADMIN', '/admin/system/tags', refused, tagsApi({ rows: [aTaxonomyItem({ id: 3, name: 'Organic' })] }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Añadir etiqueta' }));
    const dialog = await findDialog();
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    await user.click(within(dialog).getByLabelText(/^Nombre/));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByLabelText(/^Descripción/));
    await user.paste('y'.repeat(501));
    await user.click(create);
    expect(await within(dialog).findByText('El nombre no debe superar los 100 caracteres')).toBeTruthy();
    expect(within(dialog).getByText('La descripción no debe superar los 500 caracteres')).toBeTruthy();
    expect(within(dialog).queryByText('Name must be at most 100 characters')).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^Nombre/));
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Local');
    await user.clear(within(dialog).getByLabelText(/^Descripción/));
    await user.click(create);
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeTruthy();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
  });

  it('has a text in each language for every message the category and tag schema gives, the schema\'s own in English', async () => {
    await loadNamespaces('admin');
    const refused = [{ name: '' }, { name: 'x'.repeat(101) }, { name: 'Paper', description: 'y'.repeat(501) }, {}];
    const english = refused.flatMap((body) => {
      const result = v.safeParse(taxonomyBody, body);
      return result.success ? [] : result.issues.map((issue) => issue.message);
    });
    expect(new Set(english).size).toBe(3);
    const shown = (values: { name: string; description: string }) => {
      const result = validateTaxonomy(values);
      return 'errors' in result ? Object.values(result.errors) : [];
    };
    const forms = [{ name: '', description: '' }, { name: 'x'.repeat(101), description: '' }, { name: 'Paper', description: 'y'.repeat(501) }];
    expect(forms.flatMap(shown)).toEqual(english.slice(0, 3));
    const serverRefusal = new ApiError(400, `${english[3]!} (name)`, 'VALIDATION_FAILED', { name: english[3]!, other: 'Something else' }, null, { name: { code: 'NAME_REQUIRED' } });
    expect(taxonomyFieldErrors(serverRefusal)).toEqual({ name: english[3], other: 'Something else' });
    await setLanguage('es');
    expect(forms.flatMap(shown)).toEqual(['El nombre es obligatorio', 'El nombre no debe superar los 100 caracteres', 'La descripción no debe superar los 500 caracteres']);
    // By the field's code; a field the answer gave no rule for (an older server) keeps its words.
    expect(taxonomyFieldErrors(serverRefusal)).toEqual({ name: 'El nombre es obligatorio', other: 'Something else' });
  });
});
