import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

/** An icon of the library as the web app installs it (a dependency of web/, not of the tests). */
async function libraryIcon(name: string): Promise<IconNode> {
  const path = createRequire(resolve('web/package.json')).resolve(`lucide-react/icons/${name}`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

const css = readFileSync('web/src/ui/icon-masks.css', 'utf8');

/** The SVG a class of icon-masks.css draws as its mask, read back into elements. */
function maskOf(className: string): { svg: Record<string, string>; children: Array<[string, Record<string, string>]> } {
  const rule = new RegExp(`\\.${className} \\{ --icon: url\\("data:image/svg\\+xml,([^"]+)"\\); \\}`).exec(css);
  if (!rule) throw new Error(`no mask for .${className} in icon-masks.css`);
  const text = decodeURIComponent(rule[1]!);
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const attrs = (e: Element) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value]));
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  return { svg: attrs(root), children: [...root.children].map((c) => [c.tagName, attrs(c)]) };
}

/** The library's drawing of an icon, as its elements, without React's keys. */
function libraryOf(node: IconNode): Array<[string, Record<string, string>]> {
  return node.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => [k, String(v)]))]);
}

describe('icons drawn by CSS', () => {
  const drawn = { viewBox: '0 0 24 24', stroke: 'black', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', xmlns: 'http://www.w3.org/2000/svg' };

  it.each([
    ['icon-shopping-cart', 'shopping-cart', 'none'],
    ['icon-heart', 'heart', 'none'],
    ['icon-heart-filled', 'heart', 'black'],
  ] as const)('.%s is the icon library’s %s', async (className, icon, fill) => {
    const mask = maskOf(className);
    expect(mask.svg).toEqual({ ...drawn, fill });
    expect(mask.children).toEqual(libraryOf(await libraryIcon(icon)));
  });

  it('draws each icon on the part’s ::before in the part’s text colour', () => {
    for (const className of ['icon-shopping-cart', 'icon-heart', 'icon-heart-filled']) expect(css).toContain(`.${className}::before`);
    expect(css).toMatch(/background-color: var\(--icon-colour, currentColor\)/);
    expect(css).toMatch(/-webkit-mask: var\(--icon\)/);
    expect(css).toMatch(/forced-colors: active/);
  });
});
