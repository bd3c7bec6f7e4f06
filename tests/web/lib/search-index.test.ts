import { describe, expect, it } from 'vitest';
import { buildSearchIndex, candidatesOf, hasBit, placesIn } from '../../../web/src/lib/catalogue/search-index';
import type { ProductRow } from '../../../web/src/lib/db/rows';

/** A deterministic stream of numbers, so a failure repeats. */
function random(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
}

const PIECES = ['pen', 'coffee', 'Tray', 'box', 'Ünïcödé', 'crème brûlée', 'İstanbul', '😀 smile', 'a-b_c.d/e', '50% off', '(Pack of 12)', 'ß', '\u00a0nbsp', 'zzz', 'q', '7', 'x'];

function texts(count: number, next: () => number): string[] {
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: 1 + Math.floor(next() * 6) }, () => PIECES[Math.floor(next() * PIECES.length)]!);
    return `${words.join(' ')}\n${words.reverse().join('')}\nSKU-${Math.floor(next() * 1000)}`.toLowerCase();
  });
}

const rows = (all: string[]) => all.map((search, i) => ({ id: i + 1, name: search, search }) as unknown as ProductRow);
const build = (products: ProductRow[]) => buildSearchIndex(products, () => false, () => Promise.resolve());

describe('the search index', () => {
  it('names every product that holds a needle, and only those when it says it is sure', async () => {
    const next = random(7);
    const products = rows(texts(1500, next));
    const index = (await build(products))!;
    // Needles cut from the texts (found somewhere), typed in full, and made up (often found nowhere).
    const needles = new Set<string>(['p', 'pe', 'pen', 'ü', 'ün', 'é', '😀', '\ud83d', ' ', '\n', '%', 'k-', '12)', 'brû', 'i̇s', 'ss', 'zzzz', 'qqq', 'ab', '-7']);
    for (let i = 0; i < 400; i++) {
      const text = products[Math.floor(next() * products.length)]!.search;
      const from = Math.floor(next() * text.length);
      needles.add(text.slice(from, from + 1 + Math.floor(next() * 6)));
    }
    for (const needle of needles) {
      const { bits, sure } = candidatesOf(index, needle);
      products.forEach((p, i) => {
        const holds = p.search.includes(needle);
        const candidate = bits !== null && hasBit(bits, i);
        if (holds) expect(candidate, `${JSON.stringify(needle)} in ${JSON.stringify(p.search)}`).toBe(true);
        if (sure && candidate) expect(holds, `${JSON.stringify(needle)} sure of ${JSON.stringify(p.search)}`).toBe(true);
      });
    }
    // Letters, digits and spaces alone, or two of them, are answered from the index without reading a text.
    expect(candidatesOf(index, 'p').sure).toBe(true);
    expect(candidatesOf(index, 'e7').sure).toBe(true);
    expect(candidatesOf(index, 'pen').sure).toBe(false);
    expect(candidatesOf(index, 'ü').sure).toBe(false);
    // A pair no text holds: nothing to read at all.
    expect(candidatesOf(index, 'jj').bits).toBeNull();
    expect(candidatesOf(index, 'j').bits).toBeNull();
  });

  it('gives each product of another order its place in the index', async () => {
    const products = rows(texts(40, random(3)));
    const index = (await build(products))!;
    const reversed = [...products].reverse();
    const places = placesIn(index, reversed);
    expect([...places]).toEqual(reversed.map((p) => products.indexOf(p)));
    expect(placesIn(index, reversed)).toBe(places);
  });

  it('builds in slices a tap can come between, and stops when its products are no longer shown', async () => {
    const products = rows(texts(1800, random(11)));
    let pauses = 0;
    expect(await buildSearchIndex(products, () => false, async () => void pauses++)).not.toBeNull();
    expect(pauses).toBeGreaterThanOrEqual(3);
    let shown = true;
    const stopped = buildSearchIndex(products, () => !shown, async () => void (shown = false));
    expect(await stopped).toBeNull();
  });
});
