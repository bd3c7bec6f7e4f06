/**
 * A described form takes each field by its input (decision 046): a menu and a pick list of the
 * screen's choices, a date and time, a switch, a text of several lines; the values start from a row
 * as each input holds them, and what the person chooses comes back under the field's form name.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ResourceDescription } from '@portal/contract/resource';
import { loadNamespaces } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { DescribedFormFields, type OwnField } from '../../../../web/src/features/admin/kit/described';
import { emptyValues, requiredFilled, valuesOf, type FormValues } from '../../../../web/src/features/admin/kit/described-values';
import { useCheckedForm } from '../../../../web/src/features/admin/kit/use-checked-form';

const SAMPLE = {
  name: 'sample',
  fields: [
    { key: 'name', type: 'text', label: 'admin.products.form.name', form: { required: true } },
    { key: 'vendor', type: 'relation', label: 'admin.products.form.vendor', form: { name: 'vendorId', required: true, empty: 'admin.products.form.chooseVendor' } },
    { key: 'tags', type: 'relation', label: 'admin.products.form.tags', form: { name: 'tagIds', input: 'picks' } },
    { key: 'startDate', type: 'date', label: 'admin.events.startDate', form: {} },
    { key: 'notes', type: 'text', label: 'admin.events.description', form: { input: 'lines' } },
    { key: 'packSize', type: 'count', label: 'admin.products.form.packSize', form: { after: 'name', blank: '1', help: 'admin.products.form.packSizeHelp' } },
    { key: 'role', type: 'enum', label: 'admin.users.role', form: {}, edit: 'SUPER_ADMIN' },
    { key: 'isActive', type: 'boolean', label: 'admin.common.active', form: {} },
  ],
} as const satisfies ResourceDescription;

// Noon in the test's own time zone, whatever it is: the form shows it as that local day and time.
const start = new Date(2030, 4, 2, 12, 30).toISOString();
const row = { name: 'Mug', vendorId: 2, vendor: 'Acme', tags: [{ id: 7, name: 'Gift' }], startDate: start, notes: null, packSize: 1, role: 'ADMIN', isActive: true };

const choices = {
  vendorId: [
    { value: 1, label: 'Bolt' },
    { value: 2, label: 'Acme' },
  ],
  tagIds: [
    { value: 7, label: 'Gift' },
    { value: 8, label: 'Office' },
  ],
  role: [
    { value: 'ADMIN', label: 'Admin' },
    { value: 'SUPER_ADMIN', label: 'Super Admin' },
  ],
};

function Form({ initial, own, onSend }: { initial: FormValues; own?: Partial<Record<string, OwnField>>; onSend: (values: FormValues) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSend(values))}>
      <DescribedFormFields description={SAMPLE} values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} choices={choices} own={own} role="ADMIN" marks />
      <button type="submit">Send</button>
    </form>
  );
}

beforeAll(() => loadNamespaces('admin'));

describe('a described form', () => {
  it('starts each input from a row as it holds it, and from nothing when there is no row', () => {
    expect(valuesOf(SAMPLE, row)).toEqual({
      name: 'Mug',
      // What a blank input means starts blank: its placeholder shows it.
      packSize: '',
      vendorId: '2',
      tagIds: [7],
      startDate: '2030-05-02T12:30',
      notes: '',
      role: 'ADMIN',
      isActive: true,
    });
    expect(valuesOf(SAMPLE, { ...row, packSize: 6 }).packSize).toBe('6');
    expect(emptyValues(SAMPLE)).toEqual({ name: '', packSize: '', vendorId: '', tagIds: [], startDate: '', notes: '', role: '', isActive: false });
    expect(requiredFilled(SAMPLE, valuesOf(SAMPLE, row))).toBe(true);
    expect(requiredFilled(SAMPLE, { ...valuesOf(SAMPLE, row), vendorId: '' })).toBe(false);
    expect(requiredFilled(SAMPLE, { ...valuesOf(SAMPLE, row), name: '  ' })).toBe(false);
  });

  it('takes a menu, a pick list, a date, several lines and a switch, and gives back what was chosen by form name', async () => {
    const user = userEvent.setup();
    let sent: FormValues | null = null;
    render(
      <UiKitProvider>
        <Form initial={valuesOf(SAMPLE, row)} onSend={(v) => (sent = v)} />
      </UiKitProvider>,
    );
    // The form's order: the pack size follows the name.
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent?.replace('*', '').trim()).filter(Boolean);
    expect(labels.slice(0, 3)).toEqual(['Product Name', 'Pack size', 'Vendor']);
    expect(screen.getByText('Product Name').textContent).toContain('*');
    expect(screen.getByText('Pack size').textContent).not.toContain('*');
    expect((screen.getByLabelText(/Pack size/) as HTMLInputElement).placeholder).toBe('1');
    expect(screen.getByText('Sold in multiples of this many units; blank means any quantity')).toBeTruthy();

    const vendor = screen.getByLabelText(/Vendor/) as HTMLSelectElement;
    expect([...vendor.options].map((o) => o.text)).toEqual(['Select a vendor', 'Bolt', 'Acme']);
    await user.selectOptions(vendor, '1');

    const tags = screen.getByRole('group', { name: 'Tags' });
    expect((within(tags).getByRole('checkbox', { name: 'Gift' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(tags).getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'Remove Gift' }));

    const startDate = screen.getByLabelText(/Start Date/) as HTMLInputElement;
    expect(startDate.type).toBe('datetime-local');
    await user.clear(startDate);
    await user.type(startDate, '2030-06-01T09:00');
    expect(screen.getByLabelText(/Description/).tagName).toBe('TEXTAREA');
    await user.type(screen.getByLabelText(/Description/), 'Two lines');

    // A field only a super admin may change is read-only to an admin.
    expect((screen.getByLabelText(/Role/) as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual({ name: 'Mug', packSize: '', vendorId: '1', tagIds: [8], startDate: '2030-06-01T09:00', notes: 'Two lines', role: 'ADMIN', isActive: false });
  });

  it('lets the screen word, require, explain and disable one field for the moment', async () => {
    render(
      <UiKitProvider>
        <Form initial={emptyValues(SAMPLE)} own={{ packSize: { label: 'Units', required: true, help: 'Per case' }, isActive: { disabled: true } }} onSend={() => {}} />
      </UiKitProvider>,
    );
    const units = screen.getByLabelText(/Units/) as HTMLInputElement;
    expect(units.required).toBe(true);
    expect(screen.getByText('Units').textContent).toContain('*');
    expect(screen.getByText('Per case')).toBeTruthy();
    expect(screen.queryByText('Sold in multiples of this many units; blank means any quantity')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('renders again only the field typed in, not a long pick list beside it', async () => {
    const user = userEvent.setup();
    const tagIds = Array.from({ length: 40 }, (_, i) => ({ value: i + 1, label: `Tag ${i + 1}` }));
    // The pick list lists its choices with map at each render: counting those calls counts its renders.
    const renders = vi.spyOn(tagIds, 'map');
    const many = { ...choices, tagIds };
    function Checked() {
      const { values, change } = useCheckedForm(emptyValues(SAMPLE) as FormValues, () => ({ error: 'unused' }), () => {});
      return <DescribedFormFields description={SAMPLE} values={values} onChange={change} choices={many} role="ADMIN" />;
    }
    render(
      <UiKitProvider>
        <Checked />
      </UiKitProvider>,
    );
    expect(screen.getAllByRole('checkbox', { name: /^Tag / })).toHaveLength(40);
    const before = renders.mock.calls.length;
    await user.type(screen.getByLabelText(/Product Name/), 'Desk lamp');
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Desk lamp');
    expect(renders.mock.calls.length).toBe(before);
    // Its own change renders it, and it shows it.
    await user.click(screen.getByRole('checkbox', { name: 'Tag 3' }));
    expect(renders.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Remove Tag 3' })).toBeTruthy();
  });
});
