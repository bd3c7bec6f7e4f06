import { niceTicks } from './scale';

/** The drawing is laid out in a fixed viewBox and scaled to the card's width. */
export const VIEW_WIDTH = 800;
export const DEFAULT_HEIGHT = 260;
/** Text size in viewBox units, set on the <svg> (the CSS reset would override a font-size attribute). */
export const FONT_SIZE = 13;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 68 };

export interface Plot {
  width: number;
  height: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  ticks: number[];
  /** Width of one category's slot on the x axis. */
  band: number;
  /** Centre of slot i. */
  x: (i: number) => number;
  /** Vertical position of a value. */
  y: (value: number) => number;
}

/** About how wide a text is in viewBox units: an average glyph is about 0.6 of the font size. */
export const textWidth = (text: string) => text.length * FONT_SIZE * 0.6;

/**
 * The plot of `count` slots up to `max`. The left margin widens to the longest tick label, so a
 * long one ("20 mil US$" where English has "$20K") shows whole instead of losing its first digits.
 */
export function plotFor(count: number, max: number, height: number, formatTick: (value: number) => string = String): Plot {
  const ticks = niceTicks(max);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const left = Math.max(MARGIN.left, Math.ceil(Math.max(0, ...ticks.map((tick) => textWidth(formatTick(tick))))) + 12);
  const right = VIEW_WIDTH - MARGIN.right;
  const band = (right - left) / Math.max(1, count);
  const ceiling = ticks[ticks.length - 1] || 1;
  return {
    width: VIEW_WIDTH,
    height,
    left,
    top,
    right,
    bottom,
    ticks,
    band,
    x: (i) => left + band * (i + 0.5),
    y: (value) => bottom - (Math.max(0, value) / ceiling) * (bottom - top),
  };
}
