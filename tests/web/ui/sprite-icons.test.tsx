import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPRITE_ID, SPRITE_ICONS, SpriteIcon, symbolId } from '../../../web/src/ui/sprite-icons';

type IconNode = ReadonlyArray<readonly [string, Record<string, string | number>]>;

/** An icon of the library as the web app installs it (a dependency of web/, not of the tests). */
async function libraryIcon(name: string): Promise<IconNode> {
  const path = createRequire(resolve('web/package.json')).resolve(`lucide-react/icons/${name}`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

const attrs = (e: Element) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value]));

/** The library's drawing of an icon, as its elements, without React's keys. */
function libraryOf(node: IconNode): Array<[string, Record<string, string>]> {
  return node.map(([tag, a]) => [tag, Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'key').map(([k, v]) => [k, String(v)]))]);
}

describe('the icons of the parts mounted by the dozen', () => {
  it.each([
    ['shopping-cart', 'shopping-cart', 'none'],
    ['heart', 'heart', 'none'],
    ['heart-filled', 'heart', 'currentColor'],
    ['minus', 'minus', 'none'],
    ['plus', 'plus', 'none'],
    ['trash', 'trash', 'none'],
  ] as const)('%s is the icon library’s %s, drawn in the text colour', async (name, icon, fill) => {
    const symbol = document.getElementById(symbolId(name))!;
    expect(symbol.tagName).toBe('symbol');
    expect(symbol.parentElement?.id).toBe(SPRITE_ID);
    expect(attrs(symbol)).toEqual({
      id: symbolId(name),
      viewBox: '0 0 24 24',
      fill,
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    expect([...symbol.children].map((c) => [c.tagName, attrs(c)])).toEqual(libraryOf(await libraryIcon(icon)));
  });

  it('puts the symbols in the page once, hidden from assistive technology, and each icon uses one', () => {
    expect(Object.keys(SPRITE_ICONS)).toHaveLength(6);
    expect(document.querySelectorAll(`#${SPRITE_ID}`)).toHaveLength(1);
    expect(document.getElementById(SPRITE_ID)!.getAttribute('aria-hidden')).toBe('true');
    const { container } = render(
      <>
        <SpriteIcon name="shopping-cart" />
        <SpriteIcon name="heart-filled" />
        <SpriteIcon name="trash" />
      </>,
    );
    const icons = [...container.querySelectorAll('svg.sprite-icon')];
    expect(icons.map((svg) => svg.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    const used = icons.map((svg) => svg.querySelector('use')!.getAttribute('href')!);
    expect(used).toEqual(['#sprite-icon-shopping-cart', '#sprite-icon-heart-filled', '#sprite-icon-trash']);
    for (const href of used) expect(document.querySelector(href)?.tagName).toBe('symbol');
  });
});
