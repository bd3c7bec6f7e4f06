import type { ReactElement } from 'react';
import './sprite-icons.css';

/**
 * Icons of the parts mounted by the dozen: a product card's Add to Cart and heart (twenty cards with
 * every search), the quantity stepper's minus and plus and a cart line's remove (thirty lines in a
 * cart), decision 065. Each is an `svg` holding one `use` of a symbol put in the page once: two
 * elements and three attributes for React to make (the icon library's component cost each card its
 * render and some thirty attributes, decision 064), drawn as the page's own vector shapes. Drawn
 * as a CSS mask instead (decisions 061 and 064), each icon was an SVG image painted again, about
 * 0.6 ms a time on a slowed tablet, whenever its part was painted: opening the cart painted some
 * sixty, a product's page and Back twenty. Each symbol is the library's icon as it draws it
 * (24 x 24, stroke 2, round caps and joins) in the text's colour; tests/web/ui/sprite-icons.test.tsx
 * compares them with the library's, so an upgrade that redraws an icon is noticed.
 */
const HEART =
  '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/>';
export const SPRITE_ICONS = {
  'shopping-cart': {
    fill: 'none',
    shapes:
      '<path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18"/><path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25"/><circle cx="18" cy="20" r="2"/><circle cx="8" cy="20" r="2"/>',
  },
  heart: { fill: 'none', shapes: HEART },
  'heart-filled': { fill: 'currentColor', shapes: HEART },
  minus: { fill: 'none', shapes: '<path d="M5 12h14"/>' },
  plus: { fill: 'none', shapes: '<path d="M5 12h14"/><path d="M12 5v14"/>' },
  trash: {
    fill: 'none',
    shapes:
      '<path d="M10 11v6"/><path d="M14 11v6"/><path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"/><path d="M3 6h18"/><path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"/>',
  },
} as const;
export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** The id of the page's one element holding the symbols. */
export const SPRITE_ID = 'sprite-icons';
export const symbolId = (name: SpriteIconName) => `sprite-icon-${name}`;

/** The symbols, put at the start of the page's body once, outside React's root (which never touches them). */
function putSymbols(): void {
  if (typeof document === 'undefined' || !document.body || document.getElementById(SPRITE_ID)) return;
  const symbols = Object.entries(SPRITE_ICONS)
    .map(
      ([name, { fill, shapes }]) =>
        `<symbol id="${symbolId(name as SpriteIconName)}" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`,
    )
    .join('');
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<svg id="${SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`,
  );
}
putSymbols();

/** One element per icon, made once: React puts the same one in every part. */
const ELEMENTS = Object.fromEntries(
  Object.keys(SPRITE_ICONS).map((name) => [
    name,
    <svg key={name} className="sprite-icon" aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name as SpriteIconName)}`} />
    </svg>,
  ]),
) as Record<SpriteIconName, ReactElement>;

/** An icon, 20 px, in the part's text colour (or its `--icon-colour`). */
export function SpriteIcon({ name }: { name: SpriteIconName }) {
  return ELEMENTS[name];
}
