/** Finds a row by its id ("12") or its name, ignoring case and surrounding spaces. */
import type { NamedRow } from './imports.repo';

export interface Resolver {
  /** The id, 'missing' when nothing matches, 'ambiguous' when several rows share the name. */
  resolve(cell: string): number | 'missing' | 'ambiguous';
}

export function resolverOf(rows: NamedRow[]): Resolver {
  const ids = new Set(rows.map((r) => r.id));
  const byName = new Map<string, number[]>();
  for (const r of rows) {
    const key = r.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), r.id]);
  }
  return {
    resolve(cell) {
      const text = cell.trim();
      const named = byName.get(text.toLowerCase());
      if (named?.length === 1) return named[0]!;
      if (named && named.length > 1) return 'ambiguous';
      if (/^\d{1,9}$/.test(text) && ids.has(Number(text))) return Number(text);
      return 'missing';
    },
  };
}
