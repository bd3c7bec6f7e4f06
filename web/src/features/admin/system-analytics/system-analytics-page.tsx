import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { RefreshButton } from '../kit/refresh-button';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert, LoadingState } from '../kit/states';
// The chart components are shared with Reports & Analytics, which owns them.
import { BarChart } from '../../../ui/charts/bar-chart';
import { dayPoints as points } from '../../../ui/charts/day-points';
import { LineChart } from '../../../ui/charts/line-chart';
import { centsTick, countTick } from '../../../ui/charts/tick-format';
import { DEFAULT_PERIOD, PERIODS, dailyTotalsQuery, totalsOf, type Period } from './analytics-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

const count = (n: number) => formatNumber(n);

/** Orders and revenue per day over the last 7, 30 or 90 days (SUPER_ADMIN, System group). */
export function SystemAnalyticsPage() {
  useI18n();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const query = useQuery(dailyTotalsQuery(period));
  const days = query.data;
  const totals = days ? totalsOf(days) : null;

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.analytics.title')}
        subtitle={t('admin.analytics.subtitle')}
        actions={<RefreshButton onClick={() => void query.refetch()} fetching={query.isFetching} label={t('admin.analytics.refresh')} />}
      />
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('admin.analytics.period')}>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.analytics.period')}:
        </Text>
        {PERIODS.map((p) => (
          <Button key={p} size="xs" variant={p === period ? 'solid' : 'outline'} colorPalette={p === period ? 'primary' : undefined} aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(`admin.analytics.periods.${p}`)}
          </Button>
        ))}
      </HStack>
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.analytics.fetchFailed'))} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState />}
      {totals && (
        <StatCards
          items={[
            { label: t('admin.analytics.cards.orders'), value: count(totals.orders) },
            { label: t('admin.analytics.cards.revenue'), value: formatMoney(totals.revenue) },
            { label: t('admin.analytics.cards.average'), value: formatMoney(totals.averageOrder) },
            { label: t('admin.analytics.cards.perDay'), value: formatMoney(totals.perDay) },
          ]}
        />
      )}
      {days && (
        <Stack gap="4">
          <BarChart
            title={t('admin.analytics.charts.revenue')}
            labelHeader={t('admin.analytics.charts.day')}
            valueHeader={t('admin.analytics.charts.revenueHeader')}
            points={points(days, (d) => d.revenue)}
            formatValue={formatMoney}
            formatTick={centsTick}
            empty={t('admin.analytics.charts.noData')}
          />
          <LineChart
            title={t('admin.analytics.charts.orders')}
            labelHeader={t('admin.analytics.charts.day')}
            valueHeader={t('admin.analytics.charts.ordersHeader')}
            points={points(days, (d) => d.orders)}
            formatValue={count}
            formatTick={countTick}
            empty={t('admin.analytics.charts.noData')}
            color="success.solid"
          />
        </Stack>
      )}
    </Stack>
  );
}
