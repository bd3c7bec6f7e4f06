import { endOfMonth, endOfYear, format, startOfMonth, startOfYear, subDays } from 'date-fns';

/** A report range as the API takes it: two calendar days (yyyy-MM-dd), both included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type QuickPick = 'today' | 'last7' | 'thisMonth' | 'last90' | 'thisYear';
export const QUICK_PICKS: readonly QuickPick[] = ['today', 'last7', 'thisMonth', 'last90', 'thisYear'];

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The spec's quick ranges on the local calendar. "Last N days" counts today as one of the N, so a
 * chart of the range has exactly N days; this month and this year run to their last day.
 */
export function quickRange(pick: QuickPick, now: Date = new Date()): DateRange {
  switch (pick) {
    case 'today':
      return { startDate: day(now), endDate: day(now) };
    case 'last7':
      return { startDate: day(subDays(now, 6)), endDate: day(now) };
    case 'last90':
      return { startDate: day(subDays(now, 89)), endDate: day(now) };
    case 'thisYear':
      return { startDate: day(startOfYear(now)), endDate: day(endOfYear(now)) };
    case 'thisMonth':
      return { startDate: day(startOfMonth(now)), endDate: day(endOfMonth(now)) };
  }
}

/** The screen opens on the current month (spec 4). */
export const defaultRange = (now: Date = new Date()) => quickRange('thisMonth', now);

/** The range an address names: its days where it has them, the current month's otherwise. */
export function rangeOf(address: { startDate?: unknown; endDate?: unknown }, now: Date = new Date()): DateRange {
  const fallback = defaultRange(now);
  return { startDate: address.startDate ? String(address.startDate) : fallback.startDate, endDate: address.endDate ? String(address.endDate) : fallback.endDate };
}

/** Both days set and in order (yyyy-MM-dd strings compare as dates). */
export const isValidRange = (r: DateRange) => Boolean(r.startDate && r.endDate && r.startDate <= r.endDate);

/** Which quick pick, if any, the range equals today. */
export function matchingPick(r: DateRange, now: Date = new Date()): QuickPick | null {
  return QUICK_PICKS.find((p) => {
    const q = quickRange(p, now);
    return q.startDate === r.startDate && q.endDate === r.endDate;
  }) ?? null;
}
