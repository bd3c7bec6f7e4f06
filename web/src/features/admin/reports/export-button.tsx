import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { REPORT_FILE_NAMES } from '@portal/contract/reports';
import { notify } from '../../../ui/toaster';
import { saveBlob } from '../kit/download';
import { messageOf } from '../kit/format';

export { saveBlob };
import type { DateRange } from './date-range';
import { fetchReportCsv, type ReportKind } from './reports-api';
import { t } from '../../../lib/i18n/i18n';

/** {report}-{yyyy-MM-dd}.csv with today's date (spec 9). */
export const csvFileName = (kind: ReportKind, today: Date = new Date()) => `${REPORT_FILE_NAMES[kind]}-${format(today, 'yyyy-MM-dd')}.csv`;

/** Export CSV for one report; disabled while the report has no rows (spec 9). */
export function ExportButton({ kind, range, empty }: { kind: ReportKind; range: DateRange; empty: boolean }) {
  const download = useMutation({
    mutationFn: () => fetchReportCsv(kind, range),
    onSuccess: (blob) => saveBlob(blob, csvFileName(kind)),
    onError: (error) => notify.error(messageOf(error, t('admin.reports.exportFailed'))),
  });
  return (
    <Button size="sm" variant="outline" disabled={empty} loading={download.isPending} onClick={() => download.mutate()}>
      {t('admin.reports.exportCsv')}
    </Button>
  );
}
