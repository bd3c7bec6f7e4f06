import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, makeUser, withFakeApi } from '../../../fixtures/msw';
import { openAs, recorded, usersApi } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const people = [
  makeUser('USER', { id: 41, email: 'ana@example.com', firstName: 'Ana', lastName: 'Uno' }),
  makeUser('USER', { id: 42, email: 'bo@example.com', firstName: 'Bo', lastName: 'Dos' }),
];
const stats = { total: 30, active: 30, inactive: 0, superAdmins: 0, admins: 0, chapters: 0 };

describe('user management: selecting every row matching the filters', () => {
  it('sends the filter (not the page ids) once every matching row is selected, says so in the confirmation, and exports with the filters', async () => {
    const exports: URLSearchParams[] = [];
    const exported = http.get(`${API}/users/export.csv`, ({ request }) => {
      exports.push(new URL(request.url).searchParams);
      return new HttpResponse('"ID"\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    });
    const bulk = recorded('POST /users/bulk', () => ({ action: 'activate', requested: 30, succeeded: Array.from({ length: 30 }, (_, i) => i + 1), unchanged: [], failed: [] }));
    const bodies = () => bulk.sent.map((s) => s.body);
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const { user } = openAs('ADMIN', '/admin/users?role=USER', exported, bulk.handler, usersApi({ rows: people, total: 30, stats }).handlers);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 rows selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Select all 30 rows matching the filters' }));
    expect(within(bar).getByText('All 30 rows matching the filters are selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(Object.fromEntries(exports[0]!)).toEqual({ role: 'USER', lang: 'en' });
    expect(exports[0]!.has('ids')).toBe(false);

    // The header's Export CSV is every row matching the filters whatever is selected.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(Object.fromEntries(exports[1]!)).toEqual({ role: 'USER', lang: 'en' });

    await user.click(within(bar).getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    const confirm = await findDialog('Bulk action: Activate');
    expect(within(confirm).getByText('This will touch 30 rows.')).toBeTruthy();
    expect(within(confirm).getByText(/every row matching the current filters/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Activate 30 rows' }));
    expect(await screen.findByText('Activate: 30 rows done')).toBeTruthy();
    expect(bodies()).toHaveLength(1);
    expect(bodies()[0]).toMatchObject({ action: 'activate', filter: { role: 'USER' } });
    expect(bodies()[0]).not.toHaveProperty('ids');
  });

  it('drops the selection when the filters change, so an action never reaches rows no longer listed', async () => {
    const { user } = openAs('ADMIN', '/admin/users', usersApi({ rows: people, stats }).handlers);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana Uno' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Role'), 'User');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Select Ana Uno' }) as HTMLInputElement).checked).toBe(false);
  });
});
