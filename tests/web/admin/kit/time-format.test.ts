/**
 * One time format per language across the back office: every admin date with a time writes it
 * 'h:mm AM/PM' in English and the language's own short time in Spanish, never a 24-hour "00:46"
 * beside a "4:05 AM".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTime, longDateTime, timeOfDay } from '@portal/web/features/admin/kit/format.ts';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

afterEach(async () => setLanguage('en'));

const lateNight = new Date(2026, 10, 23, 0, 46).toISOString();
const afternoon = new Date(2026, 10, 23, 16, 5).toISOString();
const timeOf = (text: string) => /\d{1,2}:\d{2}\s?\S*$/.exec(text)?.[0];

describe('time formats in the back office', () => {
  it('English: every helper writes 12-hour times with AM or PM', () => {
    expect(longDateTime(lateNight)).toBe('Nov 23, 2026 12:46 AM');
    expect(dateTime(lateNight)).toBe('Nov 23, 2026 12:46 AM');
    expect(timeOfDay(afternoon)).toBe('4:05 PM');
    expect(timeOf(longDateTime(afternoon))).toBe(timeOf(dateTime(afternoon)));
  });

  it('Spanish: every helper writes the same Spanish short time', async () => {
    await setLanguage('es');
    const times = [longDateTime(lateNight), dateTime(lateNight)].map(timeOf);
    expect(new Set(times).size).toBe(1);
    expect(times[0]).toMatch(/^12:46\s?a\.\s?m\.$/);
    expect(timeOfDay(afternoon)).toMatch(/^4:05\s?p\.\s?m\.$/);
  });

  it('no back-office screen writes a time with its own 24-hour pattern', () => {
    const root = join(import.meta.dirname, '../../../../web/src/features/admin');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(root);
    // A datetime-local input's value is the one place a 24-hour time belongs (the event form).
    const shown = files.filter((f) => /(['"])[^'"]*\bHH:mm\b[^'"]*\1/.test(readFileSync(f, 'utf8').replace(/"yyyy-MM-dd'T'HH:mm"/g, '')));
    expect(shown.map((f) => f.slice(root.length + 1))).toEqual([]);
  });
});
