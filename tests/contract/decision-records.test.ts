import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without types
import { decisionsDir, readRecords, renderIndex } from '../../scripts/decisions-index.mjs';

interface DecisionRecord {
  file: string;
  number: string;
  heading?: string;
  title?: string;
  date?: string;
  status?: string;
}

const records = readRecords() as DecisionRecord[];

describe('decision records', () => {
  it('each opens with its number and title, then a date and a status', () => {
    const malformed = records.filter(
      (r) => r.heading !== r.number || !r.title || !r.date || !/^(accepted|superseded by \d{3})\b/.test(r.status ?? '') && !/^accepted; .*superseded by \d{3}$/.test(r.status ?? ''),
    );
    expect(malformed.map((r) => r.file)).toEqual([]);
  });

  it('numbers each record once', () => {
    const numbers = records.map((r) => r.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('names as successor only a later record that says what it supersedes', () => {
    const wrong = records.flatMap((r) => {
      const successor = /superseded by (\d{3})/.exec(r.status ?? '')?.[1];
      if (!successor) return [];
      const next = records.find((other) => other.number === successor);
      const says = next && new RegExp(`^Supersedes .*\\b${r.number}\\b`, 'm').test(readFileSync(join(decisionsDir, next.file), 'utf8'));
      return successor > r.number && says ? [] : [`${r.file} -> ${successor}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists every record in the index as the records state them', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    expect(index, 'run node scripts/decisions-index.mjs').toBe(renderIndex(records));
  });
});
