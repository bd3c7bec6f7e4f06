/**
 * A list's columns, a details dialog's sections and a form's fields rendered from the resource's
 * description (decisions 038, 044 and 046). Each place takes the fields that name it, in the
 * description's order or the place's own, each shown by its type unless the screen gives its own
 * cell for that key.
 */
import { Field, Heading, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { maskSecret } from '@portal/contract/vendors';
import { columnOf, detailOf, formFields, formInputOf, formNameOf, placedFields, valueAt, type ResourceDescription, type ResourceField } from '@portal/contract/resource';
import type { Role } from '@portal/contract/rules';
import { memo, type ReactNode, type Ref } from 'react';
import type { MessageKey } from '../../../lib/i18n/catalogue';
import { formatMoney } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import type { Column } from './data-table';
import type { FormValue, FormValues } from './described-values';
import { DetailItem } from './detail-item';
import { longDate, longDateTime } from './format';
import { PickList } from './pick-list';
import { Select, type Choice } from './select';
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

/** No choices: one array, so a field without them is not rendered again at each key typed elsewhere. */
const NONE: readonly never[] = [];

/** What a screen sets on one field of its form: its own words or rule for the moment (a copy's SKU), a hint, a focus. */
export interface OwnField {
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** A line under the input (a secret's masked current value). */
  help?: string;
  /** The input the dialog opens on. */
  focus?: Ref<HTMLInputElement>;
}

interface FormProps {
  description: ResourceDescription;
  values: FormValues;
  errors?: Record<string, string>;
  onChange: (name: string, value: FormValue) => void;
  /** The choices of each menu and pick list, by form name: the screen's rows (vendors, chapters) or a fixed list. */
  choices?: Partial<Record<string, readonly Choice[]>>;
  own?: Partial<Record<string, OwnField>>;
  /** The person's role: a field only a super admin may change is read-only to others. */
  role?: Role;
  /** Required fields marked with an asterisk, for a form whose words refer to the mark. */
  marks?: boolean;
  /** Two columns from medium screens (fields of several lines and pick lists take a row of their own), or one. */
  columns?: 1 | 2;
}

/**
 * A form's fields from the description, in the form's order, each taken by its input (decision
 * 046). With two columns, the fields between two of a row of their own share a grid; the pieces
 * stand in the dialog's own stack.
 */
export function DescribedFormFields({ description, values, errors = {}, onChange, choices = {}, own = {}, role, marks, columns = 2 }: FormProps) {
  const input = (field: ResourceField) => {
    const name = formNameOf(field);
    const place = field.form ?? {};
    const mine = own[name] ?? {};
    return (
      <FormInput
        key={name}
        field={field}
        name={name}
        label={mine.label ?? labelText(place.label ?? field.label)}
        help={mine.help ?? (place.help && labelText(place.help))}
        required={mine.required ?? Boolean(place.required)}
        disabled={Boolean(mine.disabled || (field.edit === 'SUPER_ADMIN' && role !== 'SUPER_ADMIN'))}
        focus={mine.focus}
        autoFocus={Boolean(mine.focus)}
        value={values[name]}
        error={errors[name]}
        choices={choices[name] ?? NONE}
        marks={marks}
        onChange={onChange}
      />
    );
  };
  const fields = formFields(description);
  if (columns === 1) return <>{fields.map(input)}</>;
  // Runs of fields sharing a grid, broken by each field of a row of its own.
  const pieces: (ResourceField | ResourceField[])[] = [];
  for (const field of fields) {
    const last = pieces.at(-1);
    if (['lines', 'picks'].includes(formInputOf(field))) pieces.push(field);
    else if (Array.isArray(last)) last.push(field);
    else pieces.push([field]);
  }
  return (
    <>
      {pieces.map((piece) =>
        Array.isArray(piece) ? (
          <SimpleGrid key={formNameOf(piece[0]!)} columns={{ base: 1, md: 2 }} gap="3">
            {piece.map(input)}
          </SimpleGrid>
        ) : (
          input(piece)
        ),
      )}
    </>
  );
}

interface InputProps {
  field: ResourceField;
  name: string;
  label: string;
  help?: string;
  required: boolean;
  disabled: boolean;
  focus?: Ref<HTMLInputElement>;
  /** The input the dialog opens on (it has `focus`). */
  autoFocus: boolean;
  value: FormValue | undefined;
  error?: string;
  choices: readonly Choice[];
  marks?: boolean;
  onChange: (name: string, value: FormValue) => void;
}

/**
 * One field of a described form, by its input. Its props are plain values (the screen's own words
 * for it taken apart), so a key typed in one field renders that field again, not the whole form.
 */
const FormInput = memo(function FormInput({ field, name, label, help, required, disabled, focus, autoFocus, value, error, choices, marks, onChange }: InputProps) {
  const place = field.form ?? {};
  const kind = formInputOf(field);
  if (kind === 'switch') return <SwitchInput label={label} checked={value === true} disabled={disabled} onChange={(on) => onChange(name, on)} />;
  if (kind === 'picks') return <PickList label={label} options={choices} value={Array.isArray(value) ? value : []} onChange={(ids) => onChange(name, ids)} />;
  const text = typeof value === 'string' ? value : '';
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label}
        {marks && <Field.RequiredIndicator />}
      </Field.Label>
      {kind === 'menu' ? (
        <Select value={text} onChange={(v) => onChange(name, v)} empty={place.empty && labelText(place.empty)} choices={choices} />
      ) : kind === 'lines' ? (
        <Textarea rows={3} value={text} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <Input
          ref={focus}
          autoFocus={autoFocus}
          type={kind === 'datetime' ? 'datetime-local' : undefined}
          inputMode={field.type === 'money' ? 'decimal' : field.type === 'count' ? 'numeric' : undefined}
          placeholder={place.placeholder ?? place.blank}
          value={text}
          autoComplete="off"
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

function SwitchInput({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(d) => onChange(d.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
