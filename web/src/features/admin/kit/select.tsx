import { NativeSelect } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

export interface Choice {
  value: string | number;
  label: string;
}

interface Props {
  /** Its accessible name when no field label names it (a filter). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, worth '': "All ...", "Choose ...", "None". */
  empty?: string;
  choices: readonly Choice[];
}

/** A native select of a list's choices: the filters' and the forms' one shape. */
export function Select({ label, value, onChange, empty, choices }: Props) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Each value as a choice worded by `word`. */
export const choicesOf = <V extends string | number>(values: readonly V[], word: (v: V) => string = String): Choice[] => values.map((value) => ({ value, label: word(value) }));

/** Named rows (vendors, chapters) as choices by id. */
export const namedChoices = (rows: readonly { id: number; name: string }[]): Choice[] => rows.map((r) => ({ value: r.id, label: r.name }));

/** Active or inactive, as a status filter's two choices ('true', 'false'). */
export const activeChoices = (active = t('admin.common.active'), inactive = t('admin.common.inactive')): Choice[] => [
  { value: 'true', label: active },
  { value: 'false', label: inactive },
];
