import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { AuditChange, AuditRecord } from '@portal/contract/audit';
import { aVendor } from '../../../fixtures/builders';
import { withFakeApi } from '../../../fixtures/msw';
import { listed, openAs, vendorsApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const acme = aVendor({
  name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', bankAccount: '••••7777', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 12, vendorOrders: 4, payments: 3 },
});
const page = (n: number, pages: number, records: AuditRecord[]) => ({ records, pagination: { page: n, limit: 10, total: 11, pages } });
const rec = (id: number, action: string, changes: AuditChange[]): AuditRecord => ({ id, action, entity: 'vendor', entityId: '2', actor: null, changes, details: {}, ip: null, createdAt: '2026-02-01T09:00:00.000Z' });

describe('vendor details: history', () => {
  it('shows bank detail changes masked as the API sends them, and pages with Load more', async () => {
    const audit = listed('GET /audit', (params) =>
      params.get('page') === '1'
        ? page(1, 2, [rec(11, 'vendor.bank_details_change', [{ field: 'bankAccount', from: '••••3333', to: '••••7777' }])])
        : page(2, 2, [rec(1, 'vendor.update', [{ field: 'city', from: 'Austin', to: 'Tucson' }])]),
    );
    const { user } = openAs('ADMIN', '/admin/vendors', audit.handler, vendorsApi({ rows: [acme] }).handlers);
    await chooseRowAction(user, 'Acme Supply', 'View Details');
    const details = await findDialog('Vendor Details');
    const history = within(details).getByRole('region', { name: 'History' });
    await user.click(within(history).getByRole('button', { name: 'Show history' }));
    await within(history).findByText('Bank account: ••••3333 → ••••7777');
    expect(within(history).getByText('Bank details changed')).toBeTruthy();
    expect(within(history).getByText('System')).toBeTruthy();
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await within(history).findByText('City: Austin → Tucson');
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
