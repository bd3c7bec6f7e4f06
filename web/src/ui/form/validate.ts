import * as v from 'valibot';
import { issueTexts } from '../../lib/i18n/errors';

export type FieldErrors = Record<string, string>;

/**
 * Runs a contract schema and returns each failing field's first rule, worded in the chosen
 * language by its code ('' key for form-level); labels name fields in the generic rules' words.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, labels: Readonly<Record<string, string>> = {}): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, errors: issueTexts(result.issues, labels) };
}
