import { useCallback, useState } from 'react';

/** What a form's check gives: each field's refusal, the one refusal of a form that shows the first, or the body to send. */
export type Checked<B> = { errors: Record<string, string> } | { error: string } | { body: B };

/**
 * A form's values as typed and its refusals: submit checks the values, shows every refusal under
 * its field (or the first one above the fields) and sends nothing, or clears them and hands the
 * body on. `change` sets one field by its name, and is the same function at every render (a field
 * that did not change need not render again).
 */
export function useCheckedForm<V, B>(initial: V, check: (values: V) => Checked<B>, onSubmit: (body: B) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const change = useCallback((name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value })), []);
  const submit = () => {
    const result = check(values);
    setErrors('errors' in result ? result.errors : {});
    setError('error' in result ? result.error : null);
    if ('body' in result) onSubmit(result.body);
  };
  return { values, setValues, change, errors, error, submit };
}
