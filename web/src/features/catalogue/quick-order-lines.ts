/**
 * Quick order text: one SKU per line with an optional quantity, as typed or pasted from a
 * spreadsheet (tab, comma or semicolon between the columns, or spaces). A line whose quantity is
 * not a number (a header row) is skipped as unreadable; a repeated SKU adds up.
 */
export interface QuickLine {
  sku: string;
  quantity: number;
}

export function parseQuickLines(text: string): { lines: QuickLine[]; unreadable: string[] } {
  const totals = new Map<string, QuickLine>();
  const unreadable: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const row = raw.trim();
    if (!row) continue;
    const cells = row.split(/\t|,|;/).map((c) => c.trim()).filter(Boolean);
    const [sku, amount] = cells.length > 1 ? cells : row.split(/\s+/);
    const quantity = amount === undefined ? 1 : Number(amount);
    if (!sku || !Number.isInteger(quantity) || quantity < 1) {
      unreadable.push(row);
      continue;
    }
    const key = sku.toUpperCase();
    const line = totals.get(key) ?? { sku, quantity: 0 };
    line.quantity += quantity;
    totals.set(key, line);
  }
  return { lines: [...totals.values()], unreadable };
}
