/**
 * Every back-office details dialog has an Edit button that opens the edit form of what it shows:
 * events, chapters, orders (the status form) and users (role and status).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aChapter, anEvent, anOrder } from '../../../fixtures/builders';
import { makeUser, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { chaptersApi, eventsApi, openAs, ordersApi, usersApi } from '../../../fixtures/resource-api';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

/** Opens a row's details by clicking it, presses the details' Edit, and returns the form that opens. */
async function editFromDetails(rowText: string, details: string, edit: string, form: string) {
  const user = userEvent.setup();
  // The row itself, not a link in it (an order number opens the order's page).
  await user.click((await screen.findByText(rowText, {}, { timeout: 5000 })).closest('tr')!);
  const dialog = await findDialog(details);
  await user.click(within(dialog).getByRole('button', { name: edit }));
  const opened = await findDialog(form);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: details })).toBeNull());
  return { user, form: opened };
}

describe('Edit in every details dialog', () => {
  it('event details open the event form filled with the event', async () => {
    openAs('ADMIN', '/admin/events', eventsApi({ rows: [anEvent({ id: 5, name: 'Spring Gala' })], chapters: [aChapter()] }).handlers);
    const { form } = await editFromDetails('Spring Gala', 'Event Details', 'Edit Event', 'Edit Event');
    expect((within(form).getByLabelText(/^Event Name/) as HTMLInputElement).value).toBe('Spring Gala');
  });

  it('chapter details open the chapter form filled with the chapter', async () => {
    openAs('SUPER_ADMIN', '/admin/chapters', chaptersApi({ rows: [aChapter({ id: 3, name: 'Austin Chapter', city: 'Austin' })] }).handlers);
    const { form } = await editFromDetails('Austin Chapter', 'Chapter Details', 'Edit Chapter', 'Edit Chapter');
    expect((within(form).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Austin');
  });

  it('order details open the status form of that order, in Spanish too', async () => {
    await setLanguage('es');
    const pending = anOrder({ id: 8, orderNumber: 'ORD-0008', status: 'PENDING' });
    openAs('ADMIN', '/admin/orders', ordersApi({ rows: [pending], stats: { total: 1, pending: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 0, totalRevenue: 0, averageOrderValue: 0, totalProcessingFees: 0 } }).handlers);
    const { form } = await editFromDetails('ORD-0008', 'Detalles del pedido', 'Editar estado', 'Editar estado del pedido');
    expect((within(form).getByLabelText('Estado') as HTMLSelectElement).value).toBe('PENDING');
  });

  it('user details open the user form; a Super Admin changes the role and status, sent only as changed', async () => {
    const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', isActive: true });
    const calls: string[] = [];
    openAs(
      'SUPER_ADMIN',
      '/admin/users',
      answer('PATCH /users/:id/role', async ({ request }) => {
        calls.push(`role ${JSON.stringify(await request.json())}`);
        return { ...grace, role: 'ADMIN' };
      }),
      answer('POST /users/:id/deactivate', () => {
        calls.push('deactivate');
        return { ...grace, isActive: false };
      }),
      usersApi({ rows: [grace], stats: { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 0, chapters: 1 } }).handlers,
    );
    const { user, form } = await editFromDetails('grace@example.com', 'User Details', 'Edit User', 'Edit User');
    const update = within(form).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.selectOptions(within(form).getByLabelText('Role'), 'ADMIN');
    await user.click(within(form).getByLabelText('Active'));
    await user.click(update);
    await waitFor(() => expect(calls).toEqual(['role {"role":"ADMIN"}', 'deactivate']));
    expect(await screen.findByText('User updated')).toBeTruthy();
  });

  it('user details of one’s own account offer no Edit', async () => {
    const me = makeUser('ADMIN');
    const { user } = openAs('ADMIN', '/admin/users', usersApi({ rows: [me], stats: { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 1, chapters: 0 } }).handlers);
    const rows = await screen.findAllByText(me.email, {}, { timeout: 5000 });
    await user.click(rows.at(-1)!);
    const dialog = await findDialog('User Details');
    expect(within(dialog).queryByRole('button', { name: 'Edit User' })).toBeNull();
  });
});
