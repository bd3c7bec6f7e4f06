/**
 * Reads an uploaded CSV file into header-keyed records with csv-parse, refusing with a 400 that
 * names the field and the rule, by code with its figures: an empty or non-CSV file, a header
 * without the required columns or with unknown ones, and files past the row limit. A header may
 * name a column as the list export does, in English or Spanish; the export's read-only columns
 * (ID, Created...) are read past and named.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, importFileMessage, type ImportFileErrorCode, type ImportRowParams } from '@portal/contract/imports';
import { ValidationError } from '../../lib/errors';

/** A list export's headers, lower case: those that are an import column, and those read only. */
export interface HeaderWords {
  aliases: ReadonlyMap<string, string>;
  readOnly: ReadonlySet<string>;
}

export interface CsvRecord {
  /** The file's line where the record starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

const refuse = (field: string, code: ImportFileErrorCode, params: ImportRowParams = {}): never => {
  const message = importFileMessage(code, params);
  throw new ValidationError(message, { [field]: message }, params, code);
};

/** Looks like a binary file (a spreadsheet, a picture) rather than text. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < Math.min(text.length, 4096); i++) {
    const c = text.charCodeAt(i);
    if (c < 9 || (c > 13 && c < 32)) return true;
  }
  return false;
}

/**
 * A cell as it was before an export guarded it against formulas ("'+1 512..." was "+1 512..."), so
 * an exported file reads back as the values it holds.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function readCsv(
  text: string,
  columns: readonly string[],
  required: readonly string[],
  words: HeaderWords = { aliases: new Map(), readOnly: new Set() },
): { header: string[]; records: CsvRecord[]; ignored: string[] } {
  if (text.trim() === '') refuse('file', 'IMPORT_FILE_EMPTY');
  if (looksBinary(text)) refuse('file', 'IMPORT_FILE_NOT_TEXT');
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
    if (error instanceof CsvError) refuse('file', 'IMPORT_FILE_NOT_CSV', { reason: error.message, line: (error as { lines?: number }).lines ?? 0 });
    throw error;
  }
  const [head, ...body] = rows;
  const header = head!.record.map((h) => h.trim());
  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const known = header.map((h) => byLower.get(h.toLowerCase()) ?? words.aliases.get(h.toLowerCase()));
  const ignored = header.filter((h, i) => !known[i] && words.readOnly.has(h.toLowerCase()));
  const unknown = header.filter((h, i) => !known[i] && !words.readOnly.has(h.toLowerCase()));
  if (unknown.length) refuse('header', 'IMPORT_UNKNOWN_COLUMNS', { columns: unknown.join(', '), expected: columns.join(', ') });
  const missing = required.filter((c) => !known.includes(c));
  if (missing.length) refuse('header', 'IMPORT_MISSING_COLUMNS', { columns: missing.join(', ') });
  const repeated = known.filter((c, i) => c && known.indexOf(c) !== i);
  if (repeated.length) refuse('header', 'IMPORT_REPEATED_COLUMNS', { columns: [...new Set(repeated)].join(', ') });
  if (body.length === 0) refuse('file', 'IMPORT_NO_ROWS');
  if (body.length > IMPORT_MAX_ROWS) refuse('file', 'IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
  const records = body.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(known.flatMap((c, i) => (c ? [[c, unguarded(record[i] ?? '')]] : []))),
  }));
  return { header: known.filter((c): c is string => Boolean(c)), records, ignored };
}
