/**
 * A list's filters rendered from its resource description: the search box, then each field with a
 * filter place (a status as all, active or inactive; a date as a day; a typed text; a switch;
 * anything else from the screen's choices for it), then Clear, with the chips of the filters in
 * force worded the same way. The screen gives only what is its own: the search's placeholder and
 * each menu's choices.
 */
import { Input, Switch } from '@chakra-ui/react';
import { filterKindOf, filterOf, placedFields, type FilterKind, type ResourceDescription, type ResourceField } from '@portal/contract/resource';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { labelText } from './described';
import { DateFilter } from './date-filter';
import { chipsOf, dayText, flagText, type ChipWords, type FilterChip } from './filter-chips';
import { SearchFilters } from './filters-panel';
import { activeChoices, Select, type Choice } from './select';

/** A menu filter's choices, by the filter's name. */
export type FilterChoices = Partial<Record<string, readonly Choice[]>>;

export interface DescribedFilter {
  field: ResourceField;
  /** The list query's name for it. */
  name: string;
  label: string;
  kind: FilterKind;
  /** A menu's first choice, worth ''. */
  all?: string;
  /** A switch's own words. */
  switchLabel?: string;
}

/** The filters of a description in their place's order, each with its name, label and kind. */
export const describedFilterList = (description: ResourceDescription): DescribedFilter[] =>
  placedFields(description, filterOf).map(({ field, place }) => {
    const kind = filterKindOf(field);
    const all = place.all ?? (kind === 'status' ? 'admin.common.allStatus' : undefined);
    return { field, name: place.name ?? field.key, label: place.label ?? field.label, kind, all, switchLabel: place.switchLabel };
  });

/**
 * A filter's value in words: Active or Inactive, a day as the screen writes dates, a choice's own
 * words; a record not among the choices (not loaded yet) as its number, other values as typed.
 */
function valueText(f: DescribedFilter, choices: FilterChoices, value: string): string {
  if (f.kind === 'status' || f.kind === 'switch') return flagText(value);
  if (f.kind === 'day') return dayText(value);
  if (f.kind === 'text') return value;
  const chosen = choices[f.name]?.find((c) => String(c.value) === value);
  if (chosen) return String(chosen.label);
  return f.field.type === 'relation' ? `#${value}` : value;
}

interface ListFilters<F> {
  filters: F;
  patch: (part: Partial<F>) => void;
  reset: () => void;
}

interface Own {
  /** The search box's placeholder. */
  placeholder: string;
  choices?: FilterChoices;
  clearLabel?: string;
}

/** A described filter's chip words by its name: its label, and its value as valueText words it. */
export function describedChipWords(description: ResourceDescription, choices: FilterChoices = {}): Record<string, { label: string; text: (value: string) => string }> {
  return Object.fromEntries(describedFilterList(description).map((f) => [f.name, { label: labelText(f.label), text: (value: string) => valueText(f, choices, value) }]));
}

interface ControlsProps {
  description: ResourceDescription;
  value: Record<string, string>;
  onChange: (name: string, value: string) => void;
  choices?: FilterChoices;
  /** A typed filter's widest width in a list's own bar, by its name (none in a Filters card's grid). */
  widths?: Partial<Record<string, string>>;
}

/** The described filters' controls in their order, for a Filters card (the usual one, or a list's own). */
export function DescribedFilterControls({ description, value, onChange, choices = {}, widths = {} }: ControlsProps) {
  return describedFilterList(description).map((f) =>
    f.kind === 'day' ? (
      <DateFilter key={f.name} label={labelText(f.label)} value={value[f.name] ?? ''} onChange={(v) => onChange(f.name, v)} />
    ) : f.kind === 'text' ? (
      <Input key={f.name} maxW={widths[f.name]} aria-label={labelText(f.label)} placeholder={labelText(f.label)} value={value[f.name] ?? ''} onChange={(e) => onChange(f.name, e.target.value)} />
    ) : f.kind === 'switch' ? (
      <Switch.Root key={f.name} checked={value[f.name] === 'true'} onCheckedChange={(d) => onChange(f.name, d.checked ? 'true' : '')}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{labelText(f.switchLabel ?? f.label)}</Switch.Label>
      </Switch.Root>
    ) : (
      <Select
        key={f.name}
        label={labelText(f.label)}
        value={value[f.name] ?? ''}
        onChange={(v) => onChange(f.name, v)}
        empty={f.all ? labelText(f.all) : undefined}
        choices={f.kind === 'status' ? activeChoices() : (choices[f.name] ?? [])}
      />
    ),
  );
}

/** The Filters card and the chips of a list whose filters are all described (search aside). */
export function describedFilters<F extends Record<string, string>>(description: ResourceDescription, list: ListFilters<F>, own: Own): { filters: ReactNode; chips: FilterChip[] } {
  const value = list.filters as Record<string, string>;
  const set = (name: string, v: string) => list.patch({ [name]: v } as Partial<F>);
  const filters = (
    <SearchFilters search={value.search ?? ''} placeholder={own.placeholder} onSearch={(search) => set('search', search)} onClear={list.reset} clearLabel={own.clearLabel}>
      <DescribedFilterControls description={description} value={value} onChange={set} choices={own.choices} />
    </SearchFilters>
  );
  const words = { search: { label: t('admin.common.search') }, ...describedChipWords(description, own.choices) };
  return { filters, chips: chipsOf(list.filters, words as ChipWords<F>) };
}
