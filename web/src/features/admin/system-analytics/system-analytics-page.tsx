import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '@portal/contract/money';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert, LoadingState } from '../kit/states';
// The chart components are shared with Reports & Analytics, which owns them.
import { BarChart } from '../reports/charts/bar-chart';
import { dayPoints as points } from '../reports/charts/day-points';
import { LineChart } from '../reports/charts/line-chart';
import { centsTick, countTick } from '../reports/charts/tick-format';
import { PERIODS, dailyTotalsQuery, totalsOf, type Period } from './analytics-api';
import { text } from './text';
import { useI18n } from '../../../lib/i18n/i18n';

const count = (n: number) => n.toLocaleString('en-US');

/** Orders and revenue per day over the last 7, 30 or 90 days (SUPER_ADMIN, System group). */
export function SystemAnalyticsPage() {
  useI18n();
  const [period, setPeriod] = useState<Period>(30);
  const query = useQuery(dailyTotalsQuery(period));
  const days = query.data;
  const totals = days ? totalsOf(days) : null;

  return (
    <Stack gap="5">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {text.refresh}
          </Button>
        }
      />
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={text.period}>
        <Text fontSize="sm" color="fg.muted">
          {text.period}:
        </Text>
        {PERIODS.map((p) => (
          <Button key={p} size="xs" variant={p === period ? 'solid' : 'outline'} colorPalette={p === period ? 'primary' : undefined} aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {text.periods[p]}
          </Button>
        ))}
      </HStack>
      {query.isError && <ErrorAlert message={messageOf(query.error, text.fetchFailed)} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState />}
      {totals && (
        <StatCards
          items={[
            { label: text.cards.orders, value: count(totals.orders) },
            { label: text.cards.revenue, value: formatCents(totals.revenue) },
            { label: text.cards.average, value: formatCents(totals.averageOrder) },
            { label: text.cards.perDay, value: formatCents(totals.perDay) },
          ]}
        />
      )}
      {days && (
        <Stack gap="4">
          <BarChart
            title={text.charts.revenue}
            labelHeader={text.charts.day}
            valueHeader={text.charts.revenueHeader}
            points={points(days, (d) => d.revenue)}
            formatValue={formatCents}
            formatTick={centsTick}
            empty={text.charts.noData}
          />
          <LineChart
            title={text.charts.orders}
            labelHeader={text.charts.day}
            valueHeader={text.charts.ordersHeader}
            points={points(days, (d) => d.orders)}
            formatValue={count}
            formatTick={countTick}
            empty={text.charts.noData}
            color="success.solid"
          />
        </Stack>
      )}
    </Stack>
  );
}
