import { describe, expect, it } from 'vitest';
import { buildSearchIndex, buildSearchIndexInSteps, candidatesOf } from '../../../web/src/lib/catalogue/search-index';
import type { ProductRow } from '../../../web/src/lib/db/rows';

const names = ['Camiseta de algodón', 'Taza cerámica', 'Café tostado', 'Señal azul', 'Piñata', 'Mug', 'T', 'Ñandú', 'Crème brûlée', 'Água', 'aaa aaa', 'Zapatilla niño', 'Acme Shirt'];
const descriptions = ['', 'hecho en España', 'por Acme Industrias', 'Bolt & Co. — edición limitada', 'aaaa', '100% lana', 'mañana'];
const skus = ['SKU-001', 'XYZ-77', 'AB', 'ñ-12', 'CAF-2026', '', 'acm-9'];

function rows(): ProductRow[] {
  const out: ProductRow[] = [];
  let seed = 7;
  const pick = <T>(list: T[]) => list[(seed = (seed * 1103515245 + 12345) % 2147483648) % list.length]!;
  for (let id = 1; id <= 600; id++) {
    const name = `${pick(names)} ${id % 7 === 0 ? pick(names) : ''}`.trim();
    const search = `${name} ${pick(descriptions)} ${pick(skus)}`.toLowerCase();
    out.push({ id, name, search } as ProductRow);
  }
  return out;
}

describe('the search index', () => {
  it('answers every needle as a plain scan does, in the same order', () => {
    const sorted = rows();
    const index = buildSearchIndex(sorted);
    const texts = sorted.map((p) => p.search);
    const needles = new Set(['a', 'ñ', 'é', 'ca', 'caf', 'café', 'cafe', 'sku-', 'xyz-77', 'acme', 'bolt &', 'aaa', 'aaaa', 'mañana', 'ñandú', 'crème brû', 'zzz', '100%', ' de ', 'de a', 'niño', 'acm-9', 'ab']);
    // Every piece of a few texts, so that matches at their ends and across words are asked too.
    for (const text of texts.slice(0, 40)) for (let at = 0; at < text.length; at += 3) needles.add(text.slice(at, at + 5));
    for (const needle of needles) {
      const scan = sorted.filter((p) => p.search.includes(needle)).map((p) => p.id);
      const candidates = candidatesOf(index, needle);
      const viaIndex = candidates === null ? scan : [...candidates].map((i) => sorted[i]!).filter((p) => p.search.includes(needle)).map((p) => p.id);
      expect(viaIndex, needle).toEqual(scan);
      if (needle.length >= 3) expect(candidates, needle).not.toBeNull();
    }
  });

  it('leaves needles shorter than three characters to the scan', () => {
    const index = buildSearchIndex(rows());
    expect(candidatesOf(index, 'a')).toBeNull();
    expect(candidatesOf(index, 'ca')).toBeNull();
  });

  it('builds the same index in steps, handing the thread back between them', async () => {
    const sorted = [...rows(), ...rows(), ...rows()].map((p, i) => ({ ...p, id: i + 1 }));
    let breaks = 0;
    const stepped = await buildSearchIndexInSteps(sorted, async () => {
      breaks += 1;
    });
    // 1,800 products: three breaks while reading them, at least.
    expect(breaks).toBeGreaterThanOrEqual(3);
    expect(stepped).toEqual(buildSearchIndex(sorted));
  });
});
