/**
 * Which products hold each character and each pair of characters of their search text, as bit
 * sets over the products in name order. The first key typed in the search box used to read all
 * 20,000 products' texts (some 40 ms of a mid-range tablet's key); with the index it reads one bit
 * per product, and a longer search reads the texts only of the products holding all its pairs.
 * Built in slices a tap can come between, once per snapshot; until it is there, the search reads
 * the texts as before (catalogue-queries.ts).
 */
import type { ProductRow } from '../db/rows';

/** a-z, 0-9 and the space each have a bit set of their own; any other character shares one of 11. */
const OWN = 37;
const SHARED = 11;
const CODES = OWN + SHARED;

function codeOf(char: number): number {
  if (char >= 97 && char <= 122) return char - 97;
  if (char >= 48 && char <= 57) return char - 22;
  if (char === 32) return 36;
  return OWN + (char % SHARED);
}

/** Products between pauses while building: a few ms each on a mid-range tablet. */
const SLICE = 500;

export interface SearchIndex {
  /** The products indexed, in name order: bit i stands for byName[i]. */
  readonly byName: readonly ProductRow[];
  readonly singles: readonly (Uint32Array | undefined)[];
  readonly pairs: readonly (Uint32Array | undefined)[];
}

/** The products that may hold the needle, and whether each of them surely does. */
export interface Candidates {
  /** null: none can. */
  bits: Uint32Array | null;
  /** Every product in bits holds the needle: its text need not be read. */
  sure: boolean;
}

export const hasBit = (bits: Uint32Array, i: number): boolean => (bits[i >>> 5]! & (1 << (i & 31))) !== 0;

const placesBySort = new WeakMap<readonly ProductRow[], Int32Array>();

/** Each product's place in the index, for the products in another order (by price, newest): once per order. */
export function placesIn(index: SearchIndex, sorted: readonly ProductRow[]): Int32Array {
  let places = placesBySort.get(sorted);
  if (!places) {
    if (sorted === index.byName) places = Int32Array.from(sorted, (_, i) => i);
    else {
      const place = new Map(index.byName.map((p, i) => [p, i]));
      places = Int32Array.from(sorted, (p) => place.get(p) ?? -1);
    }
    placesBySort.set(sorted, places);
  }
  return places;
}

export function candidatesOf(index: SearchIndex, needle: string): Candidates {
  // By UTF-16 unit, as the texts were indexed.
  const codes: number[] = [];
  for (let k = 0; k < needle.length; k++) codes.push(codeOf(needle.charCodeAt(k)));
  const ownOnly = codes.every((c) => c < OWN);
  if (codes.length === 1) return { bits: index.singles[codes[0]!] ?? null, sure: ownOnly };
  let bits: Uint32Array | null = null;
  for (let i = 0; i + 1 < codes.length; i++) {
    const pair = index.pairs[codes[i]! * CODES + codes[i + 1]!];
    if (!pair) return { bits: null, sure: true };
    if (!bits) bits = codes.length === 2 ? pair : pair.slice();
    else for (let w = 0; w < bits.length; w++) bits[w]! &= pair[w]!;
  }
  return { bits, sure: ownOnly && codes.length === 2 };
}

/**
 * Builds the index of these products (already in name order), pausing between slices. Resolves
 * null when `stale()` says the products are no longer the ones shown.
 */
export async function buildSearchIndex(byName: readonly ProductRow[], stale: () => boolean, pause: () => Promise<void>): Promise<SearchIndex | null> {
  const words = Math.ceil(byName.length / 32);
  const singles: (Uint32Array | undefined)[] = new Array(CODES).fill(undefined);
  const pairs: (Uint32Array | undefined)[] = new Array(CODES * CODES).fill(undefined);
  for (let from = 0; from < byName.length; from += SLICE) {
    if (from > 0) {
      await pause();
      if (stale()) return null;
    }
    for (let i = from; i < Math.min(byName.length, from + SLICE); i++) {
      const product = byName[i]!;
      const text = product.search;
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      let before = -1;
      for (let k = 0; k < text.length; k++) {
        const code = codeOf(text.charCodeAt(k));
        (singles[code] ??= new Uint32Array(words))[word]! |= bit;
        if (before >= 0) (pairs[before * CODES + code] ??= new Uint32Array(words))[word]! |= bit;
        before = code;
      }
    }
  }
  return { byName, singles, pairs };
}
