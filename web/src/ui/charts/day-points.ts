import { parseISO } from 'date-fns';
import type { RevenueDay } from '@portal/contract/reports';
import { formatDate } from '../../lib/i18n/format';
import type { ChartPoint } from './chart-types';

/** Days as chart points: the API's yyyy-MM-dd read as a calendar day, labelled in the active language (Nov 23 / 23 nov). */
export const dayPoints = (days: RevenueDay[], value: (d: RevenueDay) => number): ChartPoint[] =>
  days.map((d) => ({ key: d.date, label: formatDate(parseISO(d.date), 'day'), value: value(d) }));
