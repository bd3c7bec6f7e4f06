import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/i18n/format';
import { messageOf } from '../kit/format';
import { ErrorAlert, LoadingState } from '../kit/states';
import { BarChart } from '../../../ui/charts/bar-chart';
import { dayPoints } from '../../../ui/charts/day-points';
import { centsTick } from '../../../ui/charts/tick-format';
import type { DateRange } from './date-range';
import { revenueByDayQuery } from './reports-api';
import { Stack, Text } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

/** Revenue of each day of the range, one bar per day. */
export function RevenueByDay({ range }: { range: DateRange }) {
  const query = useQuery(revenueByDayQuery(range));
  if (query.isError) return <ErrorAlert message={messageOf(query.error, t('admin.reports.fetchFailed'))} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return (
    <Stack gap="1">
      <BarChart
        title={t('admin.reports.charts.revenueByDay')}
        labelHeader={t('admin.reports.charts.day')}
        valueHeader={t('admin.reports.charts.revenue')}
        points={dayPoints(query.data, (d) => d.revenue)}
        formatValue={formatMoney}
        formatTick={centsTick}
        empty={t('admin.reports.charts.noData')}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('admin.reports.charts.revenueNote')}
      </Text>
    </Stack>
  );
}
