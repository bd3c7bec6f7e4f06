/**
 * Quick order text: one SKU per line with an optional quantity, as typed or pasted from a
 * spreadsheet (tab, semicolon or comma between the columns, or spaces). A row whose quantity
 * cannot be read as it stands ("12.5", "0", "-4", a header row) is set aside with the reason, never
 * rewritten; a repeated SKU adds up, and past the largest quantity the total is set aside too.
 */
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { readTypedQuantity, type QuantityProblem } from '../../lib/cart/typed-quantity';

export interface QuickLine {
  sku: string;
  quantity: number;
}

export interface RefusedRow {
  row: string;
  problem: QuantityProblem;
}

/** The row's columns: a tab, else a semicolon, else a comma parts them (so "1,000" in a tabbed row is a thousand). */
function cellsOf(row: string): string[] {
  const mark = ['\t', ';', ','].find((m) => row.includes(m));
  const cells = mark ? row.split(mark).map((c) => c.trim()).filter(Boolean) : row.split(/\s+/);
  return cells;
}

export function parseQuickLines(text: string): { lines: QuickLine[]; refused: RefusedRow[] } {
  const totals = new Map<string, QuickLine & { rows: string[] }>();
  const refused: RefusedRow[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const row = raw.trim();
    if (!row) continue;
    const [sku, amount] = cellsOf(row);
    const read = amount === undefined ? ({ ok: true, value: 1 } as const) : readTypedQuantity(amount, 1);
    if (!sku || !read.ok) {
      refused.push({ row, problem: read.ok ? 'format' : read.problem });
      continue;
    }
    const key = sku.toUpperCase();
    const line = totals.get(key) ?? { sku, quantity: 0, rows: [] };
    line.quantity += read.value;
    line.rows.push(row);
    totals.set(key, line);
  }
  const lines: QuickLine[] = [];
  for (const { sku, quantity, rows } of totals.values()) {
    if (quantity > MAX_LINE_QUANTITY) refused.push(...rows.map((row) => ({ row, problem: 'tooLarge' as const })));
    else lines.push({ sku, quantity });
  }
  return { lines, refused };
}
