import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateInput } from '../../../ui/form/date-input';

/** A filter's control under a visible label (a bar whose boxes would otherwise be unnamed on screen). */
export function LabelledFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="xs" color="fg.muted" mb="-1">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

/** A day picker with a visible label (the browser's own placeholder says only mm/dd/yyyy). */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <LabelledFilter label={label}>
      <DateInput value={value} onValue={onChange} />
    </LabelledFilter>
  );
}
