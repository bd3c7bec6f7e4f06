/**
 * A list's filters rendered from its resource description: the search box, then each field with a
 * filter place (a status as all, active or inactive; a date as a day; a typed text; a switch; an
 * amount range typed as money; anything else from the screen's choices for it), then Clear, with
 * the chips of the filters in force worded the same way. The screen gives only what is its own:
 * the search's placeholder and each menu's choices.
 */
import { Switch } from '@chakra-ui/react';
import { listFilters, type ListFilter, type ResourceDescription } from '@portal/contract/resource';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import { AmountFilter } from './amount-filter';
import { labelText } from './described';
import { DateFilter, LabelledFilter } from './date-filter';
import { chipsOf, dayText, flagText, type ChipWords, type FilterChip } from './filter-chips';
import { SearchFilters } from './filters-panel';
import { SearchInput } from './search-input';
import { activeChoices, Select, type Choice } from './select';
import { typedCents } from './typed-amount';

/** A menu filter's choices, by the filter's name. */
export type FilterChoices = Partial<Record<string, readonly Choice[]>>;

/** A described filter: its name, label and kind, as the contract lists them. */
export type DescribedFilter = ListFilter;

/**
 * A filter's value in words: Active or Inactive (or the status's own words), a day as the screen
 * writes dates, an amount in dollars, a choice's own words; a record not among the choices (not
 * loaded yet) as its number, other values as typed.
 */
function valueText(f: DescribedFilter, choices: FilterChoices, value: string): string {
  if (f.kind === 'status' && f.active && f.inactive) return labelText(value === 'true' ? f.active : f.inactive);
  if (f.kind === 'status' || f.kind === 'switch') return flagText(value);
  if (f.kind === 'amount') return amountText(value);
  if (f.kind === 'day') return dayText(value);
  if (f.kind === 'text') return value;
  const chosen = choices[f.name]?.find((c) => String(c.value) === value);
  if (chosen) return String(chosen.label);
  return f.field.type === 'relation' ? `#${value}` : value;
}

/** An amount from the address (dollars, as typed or as the filter wrote them) as the app writes money; other text as it is. */
function amountText(value: string): string {
  const cents = typedCents(value);
  return cents === null ? value : formatMoney(cents);
}

interface ListFilters<F> {
  filters: F;
  patch: (part: Partial<F>) => void;
  reset: () => void;
}

interface Own {
  /** The search box's placeholder; none: the list's own search box stands above the card, and Clear leaves it. */
  placeholder?: string;
  choices?: FilterChoices;
  clearLabel?: string;
  /** The card starts folded. */
  folded?: boolean;
}

/** A described filter's chip words by its name: its label, and its value as valueText words it. */
export function describedChipWords(description: ResourceDescription, choices: FilterChoices = {}): Record<string, { label: string; text: (value: string) => string }> {
  return Object.fromEntries(listFilters(description).map((f) => [f.name, { label: labelText(f.label), text: (value: string) => valueText(f, choices, value) }]));
}

interface ControlsProps {
  description: ResourceDescription;
  value: Record<string, string>;
  onChange: (name: string, value: string) => void;
  choices?: FilterChoices;
  /** A typed filter's widest width in a list's own bar, by its name (none in a Filters card's grid). */
  widths?: Partial<Record<string, string>>;
  /**
   * Each control under a visible label: a bar of many typed filters (the audit log). Typed boxes
   * hand their text over once typing pauses (as the search box does) either way, so a city typed
   * is one request, not one per key.
   */
  labelled?: boolean;
}

const statusChoices = (f: DescribedFilter) => (f.active && f.inactive ? activeChoices(labelText(f.active), labelText(f.inactive)) : activeChoices());

/** The described filters' controls in their order, for a Filters card (the usual one, or a list's own). */
export function DescribedFilterControls({ description, value, onChange, choices = {}, widths = {}, labelled = false }: ControlsProps) {
  const list = listFilters(description);
  // A filter emptied empties the ones within it.
  const set = (name: string, v: string) => {
    onChange(name, v);
    if (v === '') for (const f of list) if (f.within === name && value[f.name]) onChange(f.name, '');
  };
  const labelledAs = (f: DescribedFilter, control: ReactNode) =>
    labelled ? (
      <LabelledFilter key={f.name} label={labelText(f.label)}>
        {control}
      </LabelledFilter>
    ) : (
      control
    );
  return list.map((f) => {
    const label = labelText(f.label);
    const current = value[f.name] ?? '';
    if (f.kind === 'day') return <DateFilter key={f.name} label={label} value={current} onChange={(v) => set(f.name, v)} />;
    if (f.kind === 'amount') return <AmountFilter key={f.name} label={label} value={current} onChange={(v) => set(f.name, v)} />;
    if (f.kind === 'switch')
      return (
        <Switch.Root key={f.name} checked={current === 'true'} onCheckedChange={(d) => set(f.name, d.checked ? 'true' : '')}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{labelText(f.switchLabel ?? f.label)}</Switch.Label>
        </Switch.Root>
      );
    if (f.kind === 'text') {
      const typed = (v: string) => set(f.name, f.digits ? v.replace(/\D/g, '') : v);
      const box = {
        maxW: widths[f.name],
        placeholder: f.hint ? labelText(f.hint) : labelled ? undefined : label,
        inputMode: f.digits ? ('numeric' as const) : undefined,
        disabled: f.within !== undefined && !value[f.within],
      };
      return labelledAs(f, <SearchInput key={f.name} {...box} aria-label={labelled ? undefined : label} value={current} onChange={typed} />);
    }
    return labelledAs(
      f,
      <Select
        key={f.name}
        label={labelled ? undefined : label}
        value={current}
        onChange={(v) => set(f.name, v)}
        empty={f.all ? labelText(f.all) : undefined}
        choices={f.kind === 'status' ? statusChoices(f) : (choices[f.name] ?? [])}
      />,
    );
  });
}

/** The Filters card and the chips of a list whose filters are all described (search aside). */
export function describedFilters<F extends Record<string, string>>(description: ResourceDescription, list: ListFilters<F>, own: Own): { filters: ReactNode; chips: FilterChip[] } {
  const value = list.filters as Record<string, string>;
  const set = (name: string, v: string) => list.patch({ [name]: v } as Partial<F>);
  const { placeholder } = own;
  // Clear empties what the card shows: with the search box, every filter; else the described ones.
  const clear = placeholder !== undefined ? list.reset : () => list.patch(Object.fromEntries(listFilters(description).map((f) => [f.name, ''])) as Partial<F>);
  const filters = (
    <SearchFilters
      search={placeholder !== undefined ? { value: value.search ?? '', placeholder, onChange: (search) => set('search', search) } : undefined}
      onClear={clear}
      clearLabel={own.clearLabel}
      folded={own.folded}
    >
      <DescribedFilterControls description={description} value={value} onChange={set} choices={own.choices} />
    </SearchFilters>
  );
  const words = { search: { label: t('admin.common.search') }, ...describedChipWords(description, own.choices) };
  return { filters, chips: chipsOf(list.filters, words as ChipWords<F>) };
}
