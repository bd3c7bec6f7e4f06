import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@portal/contract/money';
import { messageOf } from '../kit/format';
import { ErrorAlert, LoadingState } from '../kit/states';
import { BarChart } from './charts/bar-chart';
import { dayPoints } from './charts/day-points';
import { centsTick } from './charts/tick-format';
import type { DateRange } from './date-range';
import { revenueByDayQuery } from './reports-api';
import { text } from './text';

/** Revenue of each day of the range, one bar per day. */
export function RevenueByDay({ range }: { range: DateRange }) {
  const query = useQuery(revenueByDayQuery(range));
  if (query.isError) return <ErrorAlert message={messageOf(query.error, text.fetchFailed)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return (
    <BarChart
      title={text.charts.revenueByDay}
      labelHeader={text.charts.day}
      valueHeader={text.charts.revenue}
      points={dayPoints(query.data, (d) => d.revenue)}
      formatValue={formatCents}
      formatTick={centsTick}
      empty={text.charts.noData}
    />
  );
}
