/**
 * A resource description is the one place a back-office field is declared: one more line in the
 * vendor description, plus its words in the two catalogues, gives a list column, a details row, a
 * form field sent when typed, and an export column with its header in both languages that the
 * import reads back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { ResourceDescription } from '@portal/contract/resource';
import type { VendorAdmin } from '@portal/contract/vendors';
import { describedColumns as exportColumns } from '@portal/api/modules/bulk/described-columns';
import { CSV_HEADERS } from '@portal/api/texts/csv-headers';
import { i18n, loadNamespaces, setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { DataTable } from '../../../../web/src/features/admin/kit/data-table';
import { DescribedDetails, DescribedFormFields, describedColumns } from '../../../../web/src/features/admin/kit/described';
import { textBody, valuesOf } from '../../../../web/src/features/admin/kit/described-values';
import { aVendor } from '../../../fixtures/builders';

const website = { key: 'website', type: 'text', label: 'admin.vendors.website', column: true, detail: 'admin.vendors.companyInfo', form: {}, csv: { import: 'website' } } as const;
const withWebsite: ResourceDescription = { ...VENDOR_RESOURCE, fields: [...VENDOR_RESOURCE.fields, website] };
const acme = { ...aVendor({ id: 2, name: 'Acme Supply' }), website: 'acme.example' } as VendorAdmin & { website: string };

beforeAll(async () => {
  await loadNamespaces('admin');
  // The field's two catalogue entries: its screen words and its CSV header words.
  i18n.addResource('en', 'admin', website.label, 'Website');
  i18n.addResource('es', 'admin', website.label, 'Sitio web');
  Object.assign(CSV_HEADERS.en, { [website.label]: 'Website' });
  Object.assign(CSV_HEADERS.es, { [website.label]: 'Sitio web' });
});
afterAll(async () => {
  for (const lang of ['en', 'es'] as const) delete (CSV_HEADERS[lang] as Record<string, string>)[website.label];
  await setLanguage('en');
});

function Form({ onSend }: { onSend: (body: Record<string, string>) => void }) {
  const initial = valuesOf(withWebsite, acme);
  const [values, setValues] = useState(initial);
  return (
    <form onSubmit={(e) => (e.preventDefault(), onSend(textBody(withWebsite, values, initial)))}>
      <DescribedFormFields description={withWebsite} values={values} errors={{}} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a resource description', () => {
  it('shows a field added in one line as a column, a details row and a form field that is sent when changed', async () => {
    const user = userEvent.setup();
    let sent: Record<string, string> | null = null;
    render(
      <UiKitProvider>
        <DataTable label="Vendors" columns={describedColumns(withWebsite)} rows={[acme]} rowKey={(v) => v.id} empty="None" total={1} page={0} pageSize={10} onPage={() => {}} onPageSize={() => {}} />
        <section aria-label="details">
          <DescribedDetails description={withWebsite} row={acme} />
        </section>
        <Form onSend={(body) => (sent = body)} />
      </UiKitProvider>,
    );
    const table = screen.getByRole('table', { name: 'Vendors' });
    expect(within(table).getByRole('columnheader', { name: 'Website' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'acme.example' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'details' });
    expect(within(details).getByText('Website')).toBeTruthy();
    expect(within(details).getByText('acme.example')).toBeTruthy();

    const input = screen.getByLabelText('Website') as HTMLInputElement;
    expect(input.value).toBe('acme.example');
    await user.clear(input);
    await user.type(input, 'acme.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // An edit sends only what changed: the new field alone.
    expect(sent).toEqual({ website: 'acme.test' });
  });

  it('exports a field added in one line under its header in both languages, as a column the import reads back', () => {
    const columns = exportColumns<typeof acme>(withWebsite);
    const last = columns.at(-1)!;
    expect(last.header).toEqual({ en: 'Website', es: 'Sitio web' });
    expect(last.importAs).toBe('website');
    expect(last.value(acme, 'en')).toBe('acme.example');
    // The columns before it are the vendor export's, unchanged.
    expect(columns.slice(0, -1).map((c) => c.header.en)).toEqual(['ID', 'Name', 'Contact', 'Email', 'Phone', 'Address', 'City', 'State', 'ZIP code', 'Tax ID', 'Minimum order', 'Products', 'Active', 'Created']);
    expect(columns.slice(0, -1).map((c) => c.header.es)).toEqual(['ID', 'Nombre', 'Contacto', 'Correo electrónico', 'Teléfono', 'Dirección', 'Ciudad', 'Estado', 'Código postal', 'ID fiscal', 'Pedido mínimo', 'Productos', 'Activo', 'Creado']);
  });
});
