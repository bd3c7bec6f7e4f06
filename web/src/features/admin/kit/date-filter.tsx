import { Field } from '@chakra-ui/react';
import { DateInput } from '../../../ui/form/date-input';

/** A day picker with a visible label (the browser's own placeholder says only mm/dd/yyyy). */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label fontSize="xs" color="fg.muted" mb="-1">
        {label}
      </Field.Label>
      <DateInput value={value} onValue={onChange} />
    </Field.Root>
  );
}
