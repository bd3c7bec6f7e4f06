import { format, parseISO } from 'date-fns';
import type { RevenueDay } from '@portal/contract/reports';
import type { ChartPoint } from './chart-types';

/** Days as chart points: the API's yyyy-MM-dd read as a calendar day, labelled 'MMM d'. */
export const dayPoints = (days: RevenueDay[], value: (d: RevenueDay) => number): ChartPoint[] =>
  days.map((d) => ({ key: d.date, label: format(parseISO(d.date), 'MMM d'), value: value(d) }));
