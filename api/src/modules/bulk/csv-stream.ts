/**
 * A list as a CSV download, streamed: the header row in the asked language, then the rows the
 * list's query matches (or only the asked ids among them), read a page at a time so a large list
 * never sits in memory whole. Cells are quoted and guarded against formulas as the report exports are.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportLanguage } from '@portal/contract/bulk';
import { csvCell, csvFileName } from '../../lib/csv';
import { eachRow, type ListPage } from './bulk-run';

export interface ExportColumn<Row> {
  header: Record<ExportLanguage, string>;
  /** The cell; words (statuses, roles, yes and no) in the asked language. */
  value: (row: Row, lang: ExportLanguage) => string | number | boolean | null | undefined;
}

const line = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function sendCsvStream<Row, Q>(
  reply: FastifyReply,
  options: { base: string; lang: ExportLanguage; columns: readonly ExportColumn<Row>[]; list: ListPage<Row, Q>; query: Q; ids?: number[]; idOf: (row: Row) => number },
) {
  const { columns, lang, ids, idOf } = options;
  const wanted = ids ? new Set(ids) : null;
  let found = 0;
  async function* lines() {
    yield `\uFEFF${line(columns.map((c) => c.header[lang]))}`;
    const done = () => wanted !== null && found >= wanted.size;
    for await (const row of eachRow(options.list, options.query, done)) {
      if (wanted && !wanted.has(idOf(row))) continue;
      found++;
      yield line(columns.map((c) => c.value(row, lang)));
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(options.base)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
