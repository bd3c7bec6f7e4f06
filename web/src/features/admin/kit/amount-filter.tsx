import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { centsToInput } from '@portal/contract/money';
import { typedAmount } from './typed-amount';

/** The largest amount a list's address carries: nine whole digits of dollars (filter.amount), in cents. */
const MAX_FILTER_CENTS = 999_999_999_99;

/** Cents as the address writes an amount: whole dollars bare ("5"), else with their two decimals ("12.50"). */
export const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : centsToInput(cents));

/**
 * One end of an amount range, typed as the forms type money ("12,50", "$1,234.50"): an amount is
 * written to the list's address in dollars at once; a text that is not one says why under the box,
 * naming the field, and leaves the address as it was. A value changed from outside (Clear, a chip
 * removed) replaces what is typed.
 */
export function AmountFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The address's value as this box last saw it, and the one it last wrote: a value that is
  // neither (the address changed from outside) replaces what is typed.
  const [seen, setSeen] = useState(value);
  const [wrote, setWrote] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value !== wrote) {
      setText(value);
      setWrote(null);
    }
  }
  const read = text.trim() === '' ? null : typedAmount(text, 'money', label, MAX_FILTER_CENTS);
  const error = read && 'error' in read ? read.error : undefined;
  const type = (next: string) => {
    setText(next);
    const typed = next.trim() === '' ? { value: null } : typedAmount(next, 'money', label, MAX_FILTER_CENTS);
    if ('error' in typed) return;
    const dollars = typed.value === null ? '' : dollarsOf(typed.value);
    setWrote(dollars);
    if (dollars !== value) onChange(dollars);
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Input aria-label={label} placeholder={label} inputMode="decimal" value={text} onChange={(e) => type(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
