/**
 * A described form's values (decision 038): every form field keyed by its form name, as its input
 * holds it. Text as typed: a secret starts empty (it is write-only; its masked value is a hint),
 * money is typed in dollars (blank is none), a value equal to what a blank input means starts
 * blank, a date as the local day and time, a menu's relation as the row's id under the form's name.
 * A switch holds a boolean and a pick list the ids chosen (decision 046).
 */
import { format } from 'date-fns';
import { centsToInput } from '@portal/contract/money';
import { formFields, formInputOf, formNameOf, valueAt, type ResourceDescription, type ResourceField } from '@portal/contract/resource';
import { maskSecret } from '@portal/contract/vendors';

export type FormValue = string | boolean | readonly number[];
export type FormValues = Readonly<Record<string, FormValue>>;

type FormFieldOf<D extends ResourceDescription> = Extract<D['fields'][number], { form: object }>;
type NameOf<F> = F extends { form: { name: infer N extends string } } ? N : F extends { key: infer K extends string } ? K : never;
type ValueOf<F> = F extends { type: 'boolean' } ? boolean : F extends { form: { input: 'picks' } } ? number[] : string;
/** A described form's values, one per form field, typed by its input. */
export type DescribedValues<D extends ResourceDescription> = { [F in FormFieldOf<D> as NameOf<F>]: ValueOf<F> };

const emptyOf = (f: ResourceField): FormValue => (formInputOf(f) === 'switch' ? false : formInputOf(f) === 'picks' ? [] : '');

export const emptyValues = <D extends ResourceDescription>(d: D) => Object.fromEntries(formFields(d).map((f) => [formNameOf(f), emptyOf(f)])) as DescribedValues<D>;

function valueOf(f: ResourceField, row: unknown): FormValue {
  const input = formInputOf(f);
  if (input === 'switch') return Boolean(valueAt(row, f.key));
  if (input === 'picks') return ((valueAt(row, f.key) ?? []) as { id: number }[]).map((x) => x.id);
  // A relation's menu holds the row's id, which the row keeps under the form's name (vendorId).
  const value = f.type === 'relation' ? valueAt(row, formNameOf(f)) : valueAt(row, f.key);
  if (f.type === 'secret' || value == null) return '';
  if (f.type === 'money') return typeof value === 'number' && value > 0 ? centsToInput(value) : '';
  if (input === 'datetime') return format(new Date(value as string), "yyyy-MM-dd'T'HH:mm");
  const text = String(value);
  return text === f.form?.blank ? '' : text;
}

export const valuesOf = <D extends ResourceDescription>(d: D, row: unknown) => Object.fromEntries(formFields(d).map((f) => [formNameOf(f), valueOf(f, row)])) as DescribedValues<D>;

/** The masked current value of each stored secret, by form name. */
export const secretHintsOf = (d: ResourceDescription, row: unknown): Record<string, string> =>
  Object.fromEntries(
    formFields(d).flatMap((f) => {
      const value = f.type === 'secret' ? valueAt(row, f.key) : null;
      return typeof value === 'string' && value ? [[formNameOf(f), maskSecret(value) ?? '']] : [];
    }),
  );

/** Every required field filled (a form whose submit waits for them). */
export const requiredFilled = (d: ResourceDescription, values: FormValues) =>
  formFields(d).every((f) => {
    const value = values[formNameOf(f)];
    return !f.form?.required || typeof value !== 'string' || value.trim() !== '';
  });

/**
 * The text fields to send, by key: all of them for a new row, only the changed ones for an edit; a
 * secret left empty is never sent, so the stored one stays. Money is the caller's (it is sent in cents).
 */
export function textBody(d: ResourceDescription, values: FormValues, initial: FormValues | null): Record<string, string> {
  const body: Record<string, string> = {};
  for (const f of formFields(d)) {
    if (f.type === 'money') continue;
    const name = formNameOf(f);
    const value = String(values[name] ?? '');
    if (f.type === 'secret' ? value.trim() === '' : initial && initial[name] === value) continue;
    body[f.key] = value;
  }
  return body;
}
