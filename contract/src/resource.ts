/**
 * A back-office resource described once (decision 038): its fields in order, each with its type,
 * its label as a catalogue key, and where it appears. The web's admin kit renders the list's
 * columns, the details rows and the form fields from it; the API's CSV export and import read
 * their columns from the same list and word the headers from their catalogue by the same keys.
 * Plain data and no texts: the sign-in page never loads it, and a screen's chunk carries a few
 * hundred bytes of it.
 */
import type { Role } from './rules';

/** How a value is stored and shown: money is integer cents, counts are integers, dates ISO 8601. */
export type FieldType = 'id' | 'text' | 'email' | 'money' | 'count' | 'boolean' | 'date' | 'enum' | 'relation' | 'secret';

/** Where a field shows besides its own label: a label of its own, a sort key, a narrow-screen rule. */
export interface ColumnPlace {
  label?: string;
  sort?: string;
  hideBelow?: 'lg' | 'xl';
  /** Figures read against the column's end (a total). */
  align?: 'end';
  /** The key of the field this one follows in this place, when the screen's order differs from the export's. */
  after?: string;
}

export interface DetailPlace {
  /** The details section it belongs to, as the section heading's catalogue key; none: the dialog's own grid, with no heading. */
  section?: string;
  label?: string;
  after?: string;
  /** The whole row of the details grid (a long text). */
  wide?: true;
  /** Shown only when the row has a value (an order's PO number, its notes). */
  whenSet?: true;
}

/**
 * How a list filter is chosen: a boolean as all, active or inactive (status), a date as a day, any
 * other field from a menu of the screen's choices for it (choice); or, when its place says so, as
 * typed (text), by a switch that keeps only the active rows (switch), or as one end of an amount
 * range typed as money (amount).
 */
export type FilterKind = 'status' | 'day' | 'choice' | 'text' | 'switch' | 'amount';

/** One end of an amount range: the list query's (and the address's) name for it and its label, as a catalogue key. */
export interface RangeEnd {
  name: string;
  label: string;
}

/**
 * A list filter on a field (decisions 047, 049, 050): a boolean is chosen as all, active or
 * inactive, a date as a day, any other field from a menu of the screen's choices for it (roles,
 * states, chapters), unless the place says it is typed, switched or an amount range. Every word
 * is a catalogue key.
 */
export interface FilterPlace {
  /** The list query's (and the address's) name for it, when it differs from the key ('chapterId'). */
  name?: string;
  label?: string;
  /** A menu's first choice, worth '' ("All roles"), as a catalogue key; a status menu's default is "All Status". */
  all?: string;
  after?: string;
  /**
   * Typed as a line of text (a city), a switch on a boolean worth 'true' when on, '' when off, or
   * an amount range on a money field typed as money, its two ends each a filter of its own.
   */
  input?: 'text' | 'switch' | 'amounts';
  /** A switch's own words, as a catalogue key ("Active Only"); its chip says the label and Active. */
  switchLabel?: string;
  /** An amount range's lower and upper ends ('minPrice', 'maxPrice'). */
  from?: RangeEnd;
  to?: RangeEnd;
  /** A status menu's own words for true and false, as catalogue keys; else Active and Inactive. */
  active?: string;
  inactive?: string;
  /** A typed filter's sample text, as a catalogue key (its label otherwise, in a bar without visible labels). */
  hint?: string;
  /** A typed filter that keeps only digits (a record's number). */
  digits?: true;
  /** The filter this one narrows, by its name: it waits for that one to be set and is emptied with it (a record's id within its type). */
  within?: string;
}

/**
 * How a form takes a field: a line of text, a text of several lines, a menu of one choice, a pick
 * list of several, a date and time, or a switch. By default: a switch for a boolean, a date and
 * time for a date, a menu for an enum or a relation, a line of text for anything else.
 */
export type FormInput = 'text' | 'lines' | 'menu' | 'picks' | 'datetime' | 'switch';

export interface FormPlace {
  /** The form's name for it, when it differs from the key (money typed in dollars, a relation's id). */
  name?: string;
  required?: boolean;
  /** The form's own label, as a catalogue key, when it words the field otherwise. */
  label?: string;
  after?: string;
  input?: FormInput;
  /** A sample shown in the empty input, the same in every language ('0.00', '(555) 123-4567'). */
  placeholder?: string;
  /** What a blank input means (a pack of 1): shown as its placeholder, and a row holding it starts blank. */
  blank?: string;
  /** A line under the input, as a catalogue key. */
  help?: string;
  /** A menu's first choice, worth '', as a catalogue key ("Choose a vendor"); none: the menu has no empty choice. */
  empty?: string;
}

export interface ResourceField {
  /** The row's property; a dotted path reads a nested one ('counts.products'). */
  key: string;
  type: FieldType;
  /** Catalogue key: the web words it on screen, the API words it as the CSV header. */
  label: string;
  column?: true | ColumnPlace;
  /** A list filter on this field; a text names it as the list query does. */
  filter?: true | string | FilterPlace;
  detail?: true | string | DetailPlace;
  /** A form field, under the form's name for it (money is typed in dollars under its own name). */
  form?: FormPlace;
  /** An export column; `import` names the column the import reads it back as. */
  csv?: true | { import: string };
  /** Who may change it; absent: whoever may edit the resource. */
  edit?: Extract<Role, 'ADMIN' | 'SUPER_ADMIN'>;
  /** An enum's word table, for the export's words ('orderStatus', 'role'...). */
  words?: string;
}

export interface ResourceDescription {
  name: string;
  fields: readonly ResourceField[];
}

const placeOf = <P extends object>(place: true | string | P | undefined, asObject: (s: string) => P): P | undefined =>
  place === undefined ? undefined : place === true ? ({} as P) : typeof place === 'string' ? asObject(place) : place;

export const columnOf = (f: ResourceField): ColumnPlace | undefined => placeOf<ColumnPlace>(f.column, () => ({}));
export const detailOf = (f: ResourceField): DetailPlace | undefined => placeOf<DetailPlace>(f.detail, (section) => ({ section }));
export const filterOf = (f: ResourceField): FilterPlace | undefined => placeOf<FilterPlace>(f.filter, (name) => ({ name }));
/**
 * The fields shown in one place, in the description's order except where a place says which field
 * it follows (a status shown beside the name on screen, yet exported after the counts).
 */
export function placedFields<P extends { after?: string }>(d: ResourceDescription, placeOf: (f: ResourceField) => P | undefined): { field: ResourceField; place: P }[] {
  const all = d.fields.flatMap((field) => {
    const place = placeOf(field);
    return place ? [{ field, place }] : [];
  });
  const placed = all.filter((x) => !x.place.after);
  let waiting = all.filter((x) => x.place.after);
  while (waiting.length > 0) {
    const left = waiting.filter((x) => {
      const at = placed.findIndex((y) => y.field.key === x.place.after);
      if (at >= 0) placed.splice(at + 1, 0, x);
      return at < 0;
    });
    // A place following a field that is not shown there comes last rather than never.
    if (left.length === waiting.length) return [...placed, ...left];
    waiting = left;
  }
  return placed;
}

/** One filter of a list as its address and its chips name it: an amount range gives one per end. */
export interface ListFilter {
  field: ResourceField;
  /** The list query's (and the address's) name for it. */
  name: string;
  /** Its label, as a catalogue key. */
  label: string;
  kind: FilterKind;
  /** A menu's first choice, worth '', as a catalogue key. */
  all?: string;
  switchLabel?: string;
  active?: string;
  inactive?: string;
  hint?: string;
  digits?: true;
  within?: string;
}

/** How a filter is chosen: as its place says, else by its field's type. */
const filterKindOf = (f: ResourceField, place: FilterPlace): Exclude<FilterKind, 'amount'> =>
  place.input === 'text' || place.input === 'switch' ? place.input : f.type === 'boolean' ? 'status' : f.type === 'date' ? 'day' : 'choice';

/** A list's filters in their place's order, each under its name with its label and kind; an amount range as its two ends. */
export const listFilters = (d: ResourceDescription): ListFilter[] =>
  placedFields(d, filterOf).flatMap(({ field, place }): ListFilter[] => {
    if (place.input === 'amounts') return [place.from, place.to].flatMap((end) => (end ? [{ field, name: end.name, label: end.label, kind: 'amount' as const }] : []));
    const kind = filterKindOf(field, place);
    const all = place.all ?? (kind === 'status' ? 'admin.common.allStatus' : undefined);
    const { switchLabel, active, inactive, hint, digits, within } = place;
    return [{ field, name: place.name ?? field.key, label: place.label ?? field.label, kind, all, switchLabel, active, inactive, hint, digits, within }];
  });

/** The export's columns in order, each with the import column it is read back as, if any. */
export const csvFields = (d: ResourceDescription) =>
  d.fields.flatMap((f) => (f.csv ? [{ field: f, importAs: f.csv === true ? undefined : f.csv.import }] : []));
export const formOf = (f: ResourceField): FormPlace | undefined => f.form;
/** The form's fields in the form's order. */
export const formFields = (d: ResourceDescription) => placedFields(d, formOf).map((x) => x.field);
export const formNameOf = (f: ResourceField) => f.form?.name ?? f.key;
export const formInputOf = (f: ResourceField): FormInput =>
  f.form?.input ?? (f.type === 'boolean' ? 'switch' : f.type === 'date' ? 'datetime' : f.type === 'enum' || f.type === 'relation' ? 'menu' : 'text');

/** A row's value at a field's key, dotted paths included. */
export function valueAt(row: unknown, key: string): unknown {
  let value: unknown = row;
  for (const part of key.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  return value;
}
