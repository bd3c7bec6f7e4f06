/**
 * A described form's values (decision 038): every form field as the text typed in it, keyed by its
 * form name. A secret starts empty (it is write-only; its masked value is a hint), money is typed
 * in dollars (blank is none), anything else as its text.
 */
import { centsToInput } from '@portal/contract/money';
import { formFields, formNameOf, valueAt, type ResourceDescription } from '@portal/contract/resource';
import { maskSecret } from '@portal/contract/vendors';

export const emptyValues = (d: ResourceDescription): Record<string, string> => Object.fromEntries(formFields(d).map((f) => [formNameOf(f), '']));

export const valuesOf = (d: ResourceDescription, row: unknown): Record<string, string> =>
  Object.fromEntries(
    formFields(d).map((f) => {
      const value = valueAt(row, f.key);
      const text = f.type === 'secret' ? '' : f.type === 'money' ? (typeof value === 'number' && value > 0 ? centsToInput(value) : '') : String(value ?? '');
      return [formNameOf(f), text];
    }),
  );

/** The masked current value of each stored secret, by form name. */
export const secretHintsOf = (d: ResourceDescription, row: unknown): Record<string, string> =>
  Object.fromEntries(
    formFields(d).flatMap((f) => {
      const value = f.type === 'secret' ? valueAt(row, f.key) : null;
      return typeof value === 'string' && value ? [[formNameOf(f), maskSecret(value) ?? '']] : [];
    }),
  );

/**
 * The text fields to send, by key: all of them for a new row, only the changed ones for an edit; a
 * secret left empty is never sent, so the stored one stays. Money is the caller's (it is sent in cents).
 */
export function textBody(d: ResourceDescription, values: Record<string, string>, initial: Record<string, string> | null): Record<string, string> {
  const body: Record<string, string> = {};
  for (const f of formFields(d)) {
    if (f.type === 'money') continue;
    const name = formNameOf(f);
    const value = values[name] ?? '';
    if (f.type === 'secret' ? value.trim() === '' : initial && initial[name] === value) continue;
    body[f.key] = value;
  }
  return body;
}
