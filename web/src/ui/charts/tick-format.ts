const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: cents as short dollars ($1.2K), counts as short numbers (1.5K). */
export const centsTick = (cents: number) => compactUsd.format(cents / 100);
export const countTick = (n: number) => compactCount.format(n);
