/**
 * A list as a CSV download, streamed: the header row in the asked language, then the rows the
 * list's query matches (or only the asked ids among them), read a page at a time (or a batch at a
 * time, where the list gives its rows itself) so a large list never sits in memory whole. Cells are quoted and guarded against formulas as the report exports are.
 */
import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { ExportLanguage } from '@portal/contract/bulk';
import { csvCell, csvFileName } from '../../lib/csv';
import { eachRow, type ListPage } from './bulk-run';

export interface ExportColumn<Row> {
  header: Record<ExportLanguage, string>;
  /** The cell; words (statuses, roles, yes and no) in the asked language. */
  value: (row: Row, lang: ExportLanguage) => string | number | boolean | null | undefined;
  /** The import column this one reads back into, where the list has an import; others are read only. */
  importAs?: string;
}

const line = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows are written about this many characters at a time: one line per write cost more than building them. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The export routes' compression: Brotli or gzip as elsewhere, but each written chunk flushed, so
 * the header row and every chunk reach the client as they are made instead of when the
 * compressor's window fills (for Brotli, often only at the end).
 */
export const CSV_STREAM_COMPRESSION = {
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
};

export function sendCsvStream<Row, Q>(
  reply: FastifyReply,
  options: {
    base: string;
    lang: ExportLanguage;
    columns: readonly ExportColumn<Row>[];
    list: ListPage<Row, Q>;
    query: Q;
    ids?: number[];
    idOf: (row: Row) => number;
    /** The rows in the list's order, when the list has a cheaper way than page after page. */
    rows?: AsyncIterable<Row>;
  },
) {
  const { columns, lang, ids, idOf } = options;
  const wanted = ids ? new Set(ids) : null;
  let found = 0;
  async function* lines() {
    yield `\uFEFF${line(columns.map((c) => c.header[lang]))}`;
    const done = () => wanted !== null && found >= wanted.size;
    let chunk = '';
    for await (const row of options.rows ?? eachRow(options.list, options.query, done)) {
      if (wanted && !wanted.has(idOf(row))) continue;
      found++;
      chunk += line(columns.map((c) => c.value(row, lang)));
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(options.base)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
