import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { listed, openAs, pageOf } from '../../../fixtures/resource-api';

withFakeApi();

const records = [
  { id: 9, action: 'order.status_change', entity: 'order', entityId: '42', actor: { id: 1, name: 'Sam Super', email: 'sam@portal.test' }, changes: [{ field: 'status', from: 'PENDING', to: 'SHIPPED' }], details: {}, ip: '10.0.0.7', createdAt: '2026-03-01T12:00:00.000Z' },
  { id: 8, action: 'product.import', entity: 'product', entityId: null, actor: { id: 1, name: 'Sam Super', email: 'sam@portal.test' }, changes: [], details: { totalRows: 3, created: 2, updated: 1, unchanged: 0 }, ip: '10.0.0.7', createdAt: '2026-03-01T11:00:00.000Z' },
];

describe('system: audit log', () => {
  it('lists records with who, what and from what to what, is in the system menu, and filters by record type', async () => {
    const audit = listed('GET /audit', (params) => {
      const rows = params.get('entity') ? records.filter((r) => r.entity === params.get('entity')) : records;
      return { records: rows, pagination: pageOf(rows) };
    });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/audit', audit.handler);
    const asked = audit.seen;
    const table = await screen.findByRole('table', { name: 'Audit records' });
    await within(table).findByText('Status: Pending → Shipped');
    expect(within(table).getByText('Order #42')).toBeTruthy();
    expect(within(table).getByText('3 rows: 2 created, 1 updated, 0 unchanged')).toBeTruthy();
    expect(within(table).getAllByText('10.0.0.7')).toHaveLength(2);
    // In the system menu.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: /Audit Log/ })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'order');
    await waitFor(() => expect(asked.at(-1)!.get('entity')).toBe('order'));
    await waitFor(() => expect(within(table).queryByText('3 rows: 2 created, 1 updated, 0 unchanged')).toBeNull());
    expect(asked.at(-1)!.get('page')).toBe('1');
  });
});
