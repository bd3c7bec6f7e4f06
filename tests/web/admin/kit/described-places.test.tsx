/**
 * Details and columns rendered from a description follow what each place says: a field shown only
 * when set is left out of a row without it, figures read against a column's end, and money shows
 * as the screen writes amounts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ResourceDescription } from '@portal/contract/resource';
import { loadNamespaces } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { DataTable } from '../../../../web/src/features/admin/kit/data-table';
import { DescribedDetails, describedColumns } from '../../../../web/src/features/admin/kit/described';

beforeAll(() => loadNamespaces('admin'));

const description: ResourceDescription = {
  name: 'sample',
  fields: [
    { key: 'orderNumber', type: 'text', label: 'admin.orders.orderNumber', column: true, detail: true },
    { key: 'poNumber', type: 'text', label: 'admin.orders.poNumber', detail: { whenSet: true } },
    { key: 'total', type: 'money', label: 'admin.orders.total', column: { align: 'end' }, detail: true },
  ],
};
type Row = { id: number; orderNumber: string; poNumber: string | null; total: number };

function show(rows: Row[]) {
  render(
    <UiKitProvider>
      <DataTable label="Sample" columns={describedColumns<Row>(description)} rows={rows} rowKey={(r) => r.id} empty="None" total={rows.length} page={0} pageSize={10} onPage={() => {}} onPageSize={() => {}} />
      {rows.map((r) => (
        <section key={r.id} aria-label={r.orderNumber}>
          <DescribedDetails description={description} row={r} />
        </section>
      ))}
    </UiKitProvider>,
  );
}

describe('described places', () => {
  it('leaves out a details field shown only when set, for the rows without it', () => {
    show([
      { id: 1, orderNumber: 'ORD-1', poNumber: 'PO-77', total: 123456 },
      { id: 2, orderNumber: 'ORD-2', poNumber: null, total: 500 },
    ]);
    const first = screen.getByRole('region', { name: 'ORD-1' });
    expect(within(first).getByText('PO number').nextElementSibling?.textContent).toBe('PO-77');
    expect(within(first).getByText('Total').nextElementSibling?.textContent).toBe('$1,234.56');
    expect(within(screen.getByRole('region', { name: 'ORD-2' })).queryByText('PO number')).toBeNull();
  });

  it('sets a column against its end where its place says so, and writes money as amounts', () => {
    show([{ id: 1, orderNumber: 'ORD-1', poNumber: null, total: 123456 }]);
    const table = screen.getByRole('table', { name: 'Sample' });
    const cell = within(table).getByRole('cell', { name: '$1,234.56' });
    expect(getComputedStyle(cell).textAlign).toBe('end');
    expect(getComputedStyle(within(table).getByRole('cell', { name: 'ORD-1' })).textAlign).not.toBe('end');
  });
});
