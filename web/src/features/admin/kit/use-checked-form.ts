import { useState } from 'react';

/** What a form's check gives: each field's refusal, or the body to send. */
export type Checked<B> = { errors: Record<string, string> } | { body: B };

/**
 * A form's values as typed and its fields' refusals: submit checks the values, shows every refusal
 * under its field and sends nothing, or clears them and hands the body on.
 */
export function useCheckedForm<V, B>(initial: V, check: (values: V) => Checked<B>, onSubmit: (body: B) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const result = check(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.body);
  };
  return { values, setValues, errors, submit };
}
