import { HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { messageOf } from '../kit/format';
import { StatCards, type StatItem } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import type { DateRange } from './date-range';
import { ExportButton } from './export-button';
import type { ReportKind } from './reports-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  kind: ReportKind;
  range: DateRange;
  summary: StatItem[];
  /** No rows in the range: nothing to export. */
  empty: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** One tab's frame: its Export CSV, a failure with Retry, the summary figures, then the table. */
export function ReportSection({ kind, range, summary, empty, error, onRetry, children }: Props) {
  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <ExportButton kind={kind} range={range} empty={empty} />
      </HStack>
      {error ? <ErrorAlert message={messageOf(error, t('admin.reports.fetchFailed'))} onRetry={onRetry} /> : null}
      <StatCards items={summary} />
      {children}
    </Stack>
  );
}

export interface Paging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export type Keyed<T> = T & { key: number };

/** Rows without an id of their own get one from their place in the report. */
export const keyed = <T extends object>(rows: T[] | undefined, offset = 0): Keyed<T>[] | undefined => rows?.map((row, i) => ({ ...row, key: offset + i }));
