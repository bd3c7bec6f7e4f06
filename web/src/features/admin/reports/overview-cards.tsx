import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { StatCards } from '../kit/stat-cards';
import { formatDate } from '../../../lib/i18n/format';
import type { DateRange } from './date-range';
import { reportOverviewQuery } from './reports-api';
import { t } from '../../../lib/i18n/i18n';

const dayText = (day: string) => formatDate(new Date(`${day}T00:00:00`), 'date');

/** The six counters above the reports, of the chosen dates (they follow the range as the tabs do). */
export function OverviewCards({ range }: { range: DateRange }) {
  const query = useQuery(reportOverviewQuery(range));
  const data = query.data;
  const value = (n: number | undefined) => (n === undefined ? '-' : n);
  return (
    <Stack gap="2">
      <StatCards
        columns={3}
        loading={query.isPending || query.isPlaceholderData}
        items={[
          { label: t('admin.reports.overview.users'), value: value(data?.users) },
          { label: t('admin.reports.overview.events'), value: value(data?.events) },
          { label: t('admin.reports.overview.vendors'), value: value(data?.vendors) },
          { label: t('admin.reports.overview.categories'), value: value(data?.categories) },
          { label: t('admin.reports.overview.chapters'), value: value(data?.chapters) },
          { label: t('admin.reports.overview.activeEvents'), value: value(data?.activeEvents) },
        ]}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('admin.reports.overview.note', { start: dayText(range.startDate), end: dayText(range.endDate) })}
      </Text>
    </Stack>
  );
}
