/** Axis arithmetic shared by the charts: a rounded top value, its ticks, and which labels fit. */

/** The smallest 1/2/5 x 10^n step that covers max in `count` steps (at least 1). */
export function niceTicks(max: number, count = 4): number[] {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
}

/** Every n-th category label so that at most `room` are drawn; the last one is always drawn. */
export function labelStride(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}

export const shouldLabel = (index: number, count: number, stride: number) => index % stride === 0 || (index === count - 1 && (count - 1) % stride >= stride / 2);

/** Cuts a long label for the axis; the full text stays in the hidden table and the tooltip. */
export const clip = (label: string, max = 12) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);
