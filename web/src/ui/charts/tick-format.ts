import { formatNumber } from '../../lib/i18n/format';

/** Axis ticks in the active language: cents as short dollars ($1.2K / 1,2 mil US$), counts as short numbers. */
export const centsTick = (cents: number) => formatNumber(cents / 100, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
export const countTick = (n: number) => formatNumber(n, { notation: 'compact', maximumFractionDigits: 1 });
