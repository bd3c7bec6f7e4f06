/**
 * A list's columns, a details dialog's sections and a form's fields rendered from the resource's
 * description (decision 038). Each place takes the fields that name it, in the description's order,
 * each shown by its type unless the screen gives its own cell for that key.
 */
import { Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { maskSecret } from '@portal/contract/vendors';
import { columnOf, detailOf, formFields, formNameOf, placedFields, valueAt, type ResourceDescription, type ResourceField } from '@portal/contract/resource';
import type { Role } from '@portal/contract/rules';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../lib/i18n/catalogue';
import { formatMoney } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import type { Column } from './data-table';
import { DetailItem } from './detail-item';
import { longDate, longDateTime } from './format';
import { ActiveChip } from './status-chip';

/** A description's label in the current language (the catalogue test holds every label to both catalogues). */
export const labelText = (key: string) => t(key as MessageKey);

export type Cells<Row> = Partial<Record<string, (row: Row) => ReactNode>>;

/** A field's value as a screen shows it by its type. */
export function shownValue(field: ResourceField, row: unknown): ReactNode {
  const value = valueAt(row, field.key);
  switch (field.type) {
    case 'boolean':
      return <ActiveChip active={Boolean(value)} />;
    case 'secret':
      return maskSecret((value as string | null) ?? null) ?? '-';
    case 'count':
      // A count of a list (a product's images) is its length.
      return String(Array.isArray(value) ? value.length : (value ?? 0));
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'date':
      return longDateTime(value as string | null);
    default:
      return value == null ? '' : String(value);
  }
}

/** A list shows a date as its day; the details give the time too. */
const columnValue = (field: ResourceField, row: unknown): ReactNode =>
  field.type === 'date' ? longDate(valueAt(row, field.key) as string | null) : shownValue(field, row);

export function describedColumns<Row>(description: ResourceDescription, cells: Cells<Row> = {}): Column<Row>[] {
  return placedFields(description, columnOf).map(({ field, place }) => {
    const cell = cells[field.key] ?? ((row: Row) => columnValue(field, row));
    return {
      header: labelText(place.label ?? field.label),
      cell,
      sortKey: place.sort,
      align: place.align,
      hideBelow: place.hideBelow,
      breakAnywhere: field.type === 'email' || undefined,
    };
  });
}

/** A section's grid columns: a number, or per breakpoint. */
type GridColumns = number | { base: number; md: number };

interface DetailsProps<Row> {
  description: ResourceDescription;
  row: Row;
  cells?: Cells<Row>;
  /** A section's grid columns, by its heading's key ('' for the dialog's own grid), where the usual ones do not fit. */
  columns?: Partial<Record<string, GridColumns>>;
  /** A section's own body in place of its fields, where the screen's function gives one (a user with no chapter). */
  bodies?: Partial<Record<string, (row: Row) => ReactNode>>;
}

/**
 * The details sections in the order their first field comes; a section holding one field labelled
 * as the section itself (an address) shows that value under the heading alone. Fields in no section
 * make the dialog's own grid of two columns, with no heading. A field shown only when set is left
 * out of a row without it. A section of three or six fields has
 * three columns, others two, unless the screen says.
 */
export function DescribedDetails<Row>({ description, row, cells = {}, columns = {}, bodies = {} }: DetailsProps<Row>) {
  const sections = new Map<string, { field: ResourceField; label: string; wide?: boolean }[]>();
  for (const { field, place } of placedFields(description, detailOf)) {
    if (place.whenSet && [null, undefined, ''].includes(valueAt(row, field.key) as string)) continue;
    const section = place.section ?? '';
    const list = sections.get(section) ?? [];
    list.push({ field, label: place.label ?? field.label, wide: place.wide });
    sections.set(section, list);
  }
  const show = (field: ResourceField) => (cells[field.key] ?? ((r: Row) => shownValue(field, r)))(row);
  const body = (section: string, fields: { field: ResourceField; label: string; wide?: boolean }[]) => {
    const own = bodies[section]?.(row);
    if (own != null) return own;
    if (fields.length === 1 && fields[0]!.label === section) return <Text>{show(fields[0]!.field)}</Text>;
    return (
      <SimpleGrid columns={columns[section] ?? (section && fields.length % 3 === 0 ? 3 : 2)} gap="3">
        {fields.map(({ field, label, wide }) => (
          <DetailItem key={field.key} label={labelText(label)} wide={wide}>
            {show(field)}
          </DetailItem>
        ))}
      </SimpleGrid>
    );
  };
  return [...sections].map(([section, fields]) => (
    <Stack key={section} gap="3">
      {section && <Heading size="sm">{labelText(section)}</Heading>}
      {body(section, fields)}
    </Stack>
  ));
}

interface FormProps {
  description: ResourceDescription;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** A line under a field (a secret's masked current value). */
  hint?: (name: string) => string | undefined;
  /** The person's role: a field only a super admin may change is read-only to others. */
  role?: Role;
}

export function DescribedFormFields({ description, values, errors, onChange, hint, role }: FormProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {formFields(description).map((field) => {
        const name = formNameOf(field);
        const help = hint?.(name);
        return (
          <Field.Root key={name} required={Boolean(field.form?.required)} invalid={Boolean(errors[name])} disabled={field.edit === 'SUPER_ADMIN' && role !== 'SUPER_ADMIN'}>
            <Field.Label>{labelText(field.label)}</Field.Label>
            <Input value={values[name] ?? ''} autoComplete="off" onChange={(e) => onChange(name, e.target.value)} />
            {help && <Field.HelperText>{help}</Field.HelperText>}
            <Field.ErrorText>{errors[name]}</Field.ErrorText>
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
