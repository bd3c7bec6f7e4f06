import { useQuery } from '@tanstack/react-query';
import { StatCards } from '../kit/stat-cards';
import { reportOverviewQuery } from './reports-api';
import { text } from './text';

/** The six counters above the reports; they do not depend on the date range. */
export function OverviewCards() {
  const data = useQuery(reportOverviewQuery()).data;
  const value = (n: number | undefined) => (n === undefined ? '-' : n);
  return (
    <StatCards
      columns={3}
      items={[
        { label: text.overview.users, value: value(data?.users) },
        { label: text.overview.events, value: value(data?.events) },
        { label: text.overview.vendors, value: value(data?.vendors) },
        { label: text.overview.categories, value: value(data?.categories) },
        { label: text.overview.chapters, value: value(data?.chapters) },
        { label: text.overview.activeEvents, value: value(data?.activeEvents) },
      ]}
    />
  );
}
