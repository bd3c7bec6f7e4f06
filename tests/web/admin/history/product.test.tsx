import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { AuditChange, AuditRecord } from '@portal/contract/audit';
import { aProduct } from '../../../fixtures/builders';
import { withFakeApi } from '../../../fixtures/msw';
import { listed, openAs, productsApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const mug = aProduct({ sku: 'MUG-1', isActive: false, updatedAt: '2026-03-05T10:00:00.000Z' });
const actor = { id: 5, name: 'Ada Admin', email: 'ada@portal.test' };
const record = (id: number, action: string, changes: AuditChange[], details = {}): AuditRecord => ({ id, action, entity: 'product', entityId: '11', actor, changes, details, ip: null, createdAt: '2026-03-05T10:00:00.000Z' });

describe('product details: history', () => {
  it("loads the product's history only when asked, and shows who changed what from what to what", async () => {
    const audit = listed('GET /audit', () => ({
      records: [
        record(3, 'product.deactivate', [{ field: 'isActive', from: true, to: false }]),
        record(2, 'product.update', [{ field: 'price', from: 1000, to: 1250 }, { field: 'categories', from: '', to: 'Mugs' }]),
        record(1, 'product.create', [], { name: 'Chapter Mug', sku: 'MUG-1', price: 1000, source: 'import' }),
      ],
      pagination: { page: 1, limit: 10, total: 3, pages: 1 },
    }));
    const { user } = openAs('ADMIN', '/admin/products', audit.handler, productsApi({ rows: [mug] }).handlers);
    const asked = audit.seen;
    await chooseRowAction(user, 'Chapter Mug', 'View Details');
    const details = await findDialog('Product Details');
    const history = within(details).getByRole('region', { name: 'History' });
    expect(asked).toHaveLength(0);
    await user.click(within(history).getByRole('button', { name: 'Show history' }));
    await within(history).findByText('Price: $10.00 → $12.50');
    expect(asked[0]!.get('entity')).toBe('product');
    expect(asked[0]!.get('entityId')).toBe('11');
    expect(within(history).getByText('Status: Active → Inactive')).toBeTruthy();
    expect(within(history).getByText('Categories: (empty) → Mugs')).toBeTruthy();
    expect(within(history).getAllByText('Ada Admin')).toHaveLength(3);
    expect(within(history).getByText('Edited')).toBeTruthy();
    expect(within(history).getByText('Deactivated')).toBeTruthy();
    expect(within(history).getByText('From a CSV import · Name: Chapter Mug · SKU: MUG-1 · Price: $10.00')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
