/** Axis arithmetic shared by the charts: a rounded top value, its ticks, and which labels fit. */

/**
 * Ticks from 0 with a 1/2/2.5/5 x 10^n step, about `count` of them, ending at the first tick at
 * or above max (at least 1, so an all-zero chart still has an axis). Values are whole numbers
 * (cents or counts), so steps are too.
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = Math.max(max, 1);
  const raw = top / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => Number.isInteger(s) && s >= raw) ?? Math.ceil(raw);
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** Every n-th category label so that at most `room` are drawn; the last one is always drawn. */
export function labelStride(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}

export const shouldLabel = (index: number, count: number, stride: number) => index % stride === 0 || (index === count - 1 && (count - 1) % stride >= stride / 2);

/** Cuts a long label for the axis; the full text stays in the hidden table and the tooltip. */
export const clip = (label: string, max = 12) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
