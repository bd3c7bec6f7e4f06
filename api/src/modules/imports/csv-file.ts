/**
 * Reads an uploaded CSV file into header-keyed records with csv-parse, refusing with a 400 that
 * names the field and the rule: an empty or non-CSV file, a header without the required columns or
 * with unknown ones, and files past the row limit.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS } from '@portal/contract/imports';
import { ValidationError } from '../../lib/errors';

export interface CsvRecord {
  /** The file's line where the record starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, { [field]: message });
};

/** Looks like a binary file (a spreadsheet, a picture) rather than text. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < Math.min(text.length, 4096); i++) {
    const c = text.charCodeAt(i);
    if (c < 9 || (c > 13 && c < 32)) return true;
  }
  return false;
}

export function readCsv(text: string, columns: readonly string[], required: readonly string[]): { header: string[]; records: CsvRecord[] } {
  if (text.trim() === '') refuse('file', 'The file is empty; it must be a CSV file with a header row');
  if (looksBinary(text)) refuse('file', 'The file is not a CSV text file (save it as CSV, UTF-8)');
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      to_line: IMPORT_MAX_ROWS + 2,
      max_record_size: 64 * 1024,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) refuse('file', `The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [head, ...body] = rows;
  const header = head!.record.map((h) => h.trim());
  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const known = header.map((h) => byLower.get(h.toLowerCase()));
  const unknown = header.filter((_, i) => !known[i]);
  if (unknown.length) refuse('header', `Unknown column(s): ${unknown.join(', ')}. The columns are: ${columns.join(', ')}`);
  const missing = required.filter((c) => !known.includes(c));
  if (missing.length) refuse('header', `Missing required column(s): ${missing.join(', ')}`);
  const repeated = known.filter((c, i) => known.indexOf(c) !== i);
  if (repeated.length) refuse('header', `Column(s) given twice: ${[...new Set(repeated)].join(', ')}`);
  if (body.length === 0) refuse('file', 'The file has a header but no rows');
  if (body.length > IMPORT_MAX_ROWS) refuse('file', `The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`);
  const records = body.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(known.map((c, i) => [c!, record[i] ?? ''])),
  }));
  return { header: known as string[], records };
}
