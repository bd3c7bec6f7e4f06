import { useQuery } from '@tanstack/react-query';
import { StatCards } from '../kit/stat-cards';
import { reportOverviewQuery } from './reports-api';
import { t } from '../../../lib/i18n/i18n';

/** The six counters above the reports; they do not depend on the date range. */
export function OverviewCards() {
  const data = useQuery(reportOverviewQuery()).data;
  const value = (n: number | undefined) => (n === undefined ? '-' : n);
  return (
    <StatCards
      columns={3}
      items={[
        { label: t('admin.reports.overview.users'), value: value(data?.users) },
        { label: t('admin.reports.overview.events'), value: value(data?.events) },
        { label: t('admin.reports.overview.vendors'), value: value(data?.vendors) },
        { label: t('admin.reports.overview.categories'), value: value(data?.categories) },
        { label: t('admin.reports.overview.chapters'), value: value(data?.chapters) },
        { label: t('admin.reports.overview.activeEvents'), value: value(data?.activeEvents) },
      ]}
    />
  );
}
