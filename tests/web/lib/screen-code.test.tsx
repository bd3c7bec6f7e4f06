import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { screenCode } from '../../../web/src/lib/screen-code';

describe('a kept screen\'s code', () => {
  it('renders the screen once its code arrives after the frame rendered, and loads it once', async () => {
    let arrive: (text: string) => void = () => undefined;
    let imports = 0;
    const code = screenCode(
      () =>
        new Promise<string>((resolve) => {
          imports++;
          arrive = resolve;
        }),
    );
    function Frame() {
      const text = code.useLoaded();
      return <p>{text ?? 'waiting'}</p>;
    }
    render(<Frame />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const first = code.load();
    expect(code.load()).toBe(first);
    // Nothing else the frame reads changes: the code's arrival alone renders it again.
    await act(async () => {
      arrive('the list');
      await first;
    });
    expect(screen.getByText('the list')).toBeTruthy();
    expect(code.loaded()).toBe('the list');
    expect(imports).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const code = screenCode(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('cart')));
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('cart');
    expect(attempt).toBe(2);
  });
});
