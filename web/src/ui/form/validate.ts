import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** Runs a contract schema and returns the first message per field ('' key for form-level). */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
