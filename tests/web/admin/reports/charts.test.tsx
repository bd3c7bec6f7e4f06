import { describe, expect, it } from 'vitest';
import { clip, labelStride, niceTicks, shouldLabel } from '@portal/web/ui/charts/scale.ts';
import { chartSummary } from '@portal/web/ui/charts/chart-frame.tsx';

describe('chart scales', () => {
  it('ticks start at 0, step in whole 1/2/2.5/5 x 10^n amounts and end at or just above the highest value', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(8)).toEqual([0, 2, 4, 6, 8]);
    // Counts never get a fractional step.
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    // $40,420.88 in cents: $20K steps up to $60K rather than a mostly empty $80K axis.
    expect(niceTicks(4_042_088)).toEqual([0, 2_000_000, 4_000_000, 6_000_000]);
    expect(niceTicks(3_360_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]);
  });

  it('labels every n-th day so the axis never crowds, and cuts long names', () => {
    expect(labelStride(7, 9)).toBe(1);
    expect(labelStride(90, 9)).toBe(10);
    const drawn = Array.from({ length: 30 }, (_, i) => i).filter((i) => shouldLabel(i, 30, labelStride(30, 9)));
    expect(drawn).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(clip('Tableware & Disposables', 12)).toBe('Tableware &…');
    expect(clip('Snacks', 12)).toBe('Snacks');
  });

  it('sums a chart up in one sentence: how many marks, the span, the peak and the total', () => {
    const points = [
      { key: 'a', label: 'Nov 1', value: 100 },
      { key: 'b', label: 'Nov 2', value: 300 },
      { key: 'c', label: 'Nov 3', value: 200 },
    ];
    expect(chartSummary('Revenue by Day', 'bars', points, (v) => `$${v / 100}`)).toBe('Revenue by Day: 3 bars from Nov 1 to Nov 3. Highest $3 (Nov 2). Total $6.');
    expect(chartSummary('Revenue by Day', 'bars', [], String)).toBe('Revenue by Day');
  });
});

describe('chart axis ticks', () => {
  it('write short dollars and counts the active language\'s way', async () => {
    const { centsTick, countTick } = await import('@portal/web/ui/charts/tick-format.ts');
    const { i18nReady, setLanguage } = await import('@portal/web/lib/i18n/i18n.ts');
    await i18nReady();
    await setLanguage('en');
    expect(centsTick(120_000)).toBe('$1.2K');
    expect(countTick(1_500)).toBe('1.5K');
    await setLanguage('es');
    try {
      // Dollars as written in the US, with Spanish's spaced unit.
      expect(centsTick(120_000)).toMatch(/^\$1\.2\s+K$/);
      expect(countTick(1_500)).toMatch(/^1\.5\s+K$/);
    } finally {
      await setLanguage('en');
    }
  });

  it('name the days under a chart in the active language', async () => {
    const { dayPoints } = await import('@portal/web/ui/charts/day-points.ts');
    const { setLanguage } = await import('@portal/web/lib/i18n/i18n.ts');
    const days = [{ date: '2026-10-28', revenue: 100, orders: 1 }, { date: '2026-11-01', revenue: 200, orders: 2 }];
    await setLanguage('en');
    expect(dayPoints(days, (d) => d.revenue).map((p) => p.label)).toEqual(['Oct 28', 'Nov 1']);
    await setLanguage('es');
    try {
      expect(dayPoints(days, (d) => d.revenue).map((p) => p.label)).toEqual(['28 oct', '1 nov']);
    } finally {
      await setLanguage('en');
    }
  });
});
