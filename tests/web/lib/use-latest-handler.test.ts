import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLatestHandler } from '../../../web/src/lib/use-latest-handler';

describe('useLatestHandler', () => {
  it('stays one function across renders and runs the handler of the latest render', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ search }) => useLatestHandler((view: string) => calls.push(`${search}:${view}`)), {
      initialProps: { search: 'pens' },
    });
    const first = result.current;
    first('grid');
    rerender({ search: 'trays' });
    expect(result.current).toBe(first);
    first('sheet');
    expect(calls).toEqual(['pens:grid', 'trays:sheet']);
  });

  it('returns what the handler returns', () => {
    const { result } = renderHook(() => useLatestHandler((a: number, b: number) => a + b));
    expect(result.current(2, 3)).toBe(5);
  });
});
