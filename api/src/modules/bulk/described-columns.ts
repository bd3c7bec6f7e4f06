/**
 * A list export's columns read from its resource description (decision 038): the exported fields
 * in order, headed from the CSV header catalogue in each language, each cell worded by the field's
 * type (money in dollars, yes and no, an enum's words) unless the list gives its own cell.
 */
import { csvFields, valueAt, type ResourceDescription, type ResourceField } from '@portal/contract/resource';
import { dollars } from '../../lib/csv';
import { EXPORT_LABELS, word, yes } from '../../lib/export-words';
import { csvHeader } from '../../texts/csv-headers';
import type { ExportColumn } from './csv-stream';

type Cell<Row> = ExportColumn<Row>['value'];
type Plain = ReturnType<Cell<unknown>>;

function cellOf<Row>(field: ResourceField): Cell<Row> {
  const at = (row: Row) => valueAt(row, field.key);
  switch (field.type) {
    case 'money':
      return (row) => {
        const cents = at(row);
        return typeof cents === 'number' ? dollars(cents) : null;
      };
    case 'boolean':
      return (row, lang) => yes(Boolean(at(row)), lang);
    case 'enum': {
      const table = EXPORT_LABELS[field.words as keyof typeof EXPORT_LABELS];
      return (row, lang) => word(table, (at(row) as string | null | undefined) ?? null, lang);
    }
    default:
      return (row) => at(row) as Plain;
  }
}

export function describedColumns<Row>(description: ResourceDescription, cells: Partial<Record<string, Cell<Row>>> = {}): ExportColumn<Row>[] {
  return csvFields(description).map(({ field, importAs }) => ({
    header: { en: csvHeader(field.label, 'en'), es: csvHeader(field.label, 'es') },
    value: cells[field.key] ?? cellOf<Row>(field),
    ...(importAs ? { importAs } : {}),
  }));
}
