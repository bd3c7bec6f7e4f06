// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertStyles } from '@emotion/utils';
import { serializeStyles } from '@emotion/serialize';

const KEY = 'portal.ui-styles';
const BUILD = import.meta.env.VITE_APP_BUILD ?? 'dev';

async function freshCache() {
  vi.resetModules();
  const { portalStyleCache } = await import('@portal/web/ui/theme/style-cache.ts');
  return portalStyleCache();
}

const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { build: string; names: string[]; css: string } | null;

describe('the UI kit style cache kept between visits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the rules a start inserted, and the next start adopts them instead of compiling them again', async () => {
    const first = await freshCache();
    const card = serializeStyles([{ display: 'flex', gap: '8px', '&:hover': { color: 'red' } }]);
    insertStyles(first, card, false);
    expect(kept()).toBeNull(); // saved once the styles settle
    vi.advanceTimersByTime(2_500);
    const saved = kept();
    expect(saved?.build).toBe(BUILD);
    expect(saved?.names).toEqual([card.name]);
    expect(saved?.css).toMatch(new RegExp(`^\\.css-${card.name}\\{[^}]*display:flex;gap:8px;\\}`));
    expect(saved?.css).toContain(`.css-${card.name}:hover{color:red;}`);

    // Next visit: the kept rules come back as one stylesheet Emotion adopts; it inserts nothing for them.
    document.head.innerHTML = '';
    const second = await freshCache();
    const adopted = document.head.querySelector('style[data-emotion]');
    expect(adopted?.getAttribute('data-emotion')).toBe(`css ${card.name}`);
    expect(adopted?.textContent).toBe(saved?.css);
    expect(second.inserted[card.name]).toBe(true);
    const compile = vi.spyOn(second.sheet, 'insert');
    insertStyles(second, card, false);
    expect(compile).not.toHaveBeenCalled();

    // A new class is compiled as usual and kept after the ones already kept.
    const badge = serializeStyles([{ borderRadius: '4px' }]);
    insertStyles(second, badge, false);
    expect(compile).toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()?.names).toEqual([card.name, badge.name]);
    expect(kept()?.css.startsWith(saved!.css)).toBe(true);
  });

  it('ignores rules kept by another build, and bad data', async () => {
    localStorage.setItem(KEY, JSON.stringify({ build: 'an-older-build', names: ['abc'], css: '.css-abc{color:red;}' }));
    const cache = await freshCache();
    expect(document.head.querySelector('style[data-emotion]')).toBeNull();
    expect(cache.inserted.abc).toBeUndefined();

    localStorage.setItem(KEY, '{not json');
    document.head.innerHTML = '';
    const again = await freshCache();
    expect(again.inserted).toEqual({});
  });
});
