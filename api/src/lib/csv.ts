/**
 * CSV for report exports: every value quoted (quotes doubled), a header row, CRLF line ends, and
 * cells that a spreadsheet would run as a formula (= + - @, tab, carriage return) prefixed with a
 * single quote so an export cannot carry a formula.
 */
import { centsToInput } from '@portal/contract/money';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** 123456 -> "1234.56": dollars with two decimals, no currency sign or grouping. */
export function dollars(cents: number): string {
  return cents < 0 ? `-${centsToInput(-cents)}` : centsToInput(cents);
}

/** attachment; filename="<base>-yyyy-MM-dd.csv" for today (UTC). */
export function csvFileName(base: string, today: Date = new Date()): string {
  return `${base}-${today.toISOString().slice(0, 10)}.csv`;
}
