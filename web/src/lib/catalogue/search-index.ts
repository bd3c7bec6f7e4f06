/**
 * Which products can hold a search text, without reading every product: for each run of three
 * characters (trigram) in a product's search string, the product's positions in one sorted list.
 * A product containing the needle contains each of the needle's trigrams, so the positions of its
 * rarest trigram hold every match, in the list's order; the caller still checks each candidate
 * with the same substring test, so the answers are the same as a plain scan's.
 */
import type { ProductRow } from '../db/rows';

export type SearchIndex = Map<string, Int32Array>;

/** Products read per step of a build made in steps: a few milliseconds of a tablet's time each. */
const STEP = 500;

function* buildSteps(sorted: readonly ProductRow[]): Generator<void, SearchIndex> {
  const lists = new Map<string, number[]>();
  for (let i = 0; i < sorted.length; i++) {
    const text = sorted[i]!.search;
    for (let at = 0; at + 3 <= text.length; at++) {
      const gram = text.slice(at, at + 3);
      const list = lists.get(gram);
      // The same trigram twice in a product: its position once (positions go up, so it is the last).
      if (list === undefined) lists.set(gram, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
    if ((i + 1) % STEP === 0) yield;
  }
  const index: SearchIndex = new Map();
  let done = 0;
  for (const [gram, list] of lists) {
    index.set(gram, Int32Array.from(list));
    if (++done % (STEP * 10) === 0) yield;
  }
  return index;
}

/** The index at once (tests, small lists). */
export function buildSearchIndex(sorted: readonly ProductRow[]): SearchIndex {
  const steps = buildSteps(sorted);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The index built in steps, each in a task of its own (`between` waits for the next), so that a
 * key typed meanwhile is answered between them instead of after the whole build: 20,000 products
 * took about 2 s of a slowed tablet's main thread in one piece.
 */
export async function buildSearchIndexInSteps(sorted: readonly ProductRow[], between: () => Promise<void>): Promise<SearchIndex> {
  const steps = buildSteps(sorted);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await between();
  }
}

/** The positions that may match needle (3 characters or more), ascending; null when the index cannot say. */
export function candidatesOf(index: SearchIndex, needle: string): Int32Array | null {
  if (needle.length < 3) return null;
  let best: Int32Array | null = null;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const list = index.get(needle.slice(at, at + 3));
    if (list === undefined) return new Int32Array(0);
    if (best === null || list.length < best.length) best = list;
  }
  return best;
}
