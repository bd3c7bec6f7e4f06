import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { bulkRoutes, EXPORT_FILE_NAMES, exportRoutes, type BulkBody, type BulkResource, type ExportResource } from '@portal/contract/bulk';
import { call, download } from '../../../lib/api/call';
import { getLanguage, t } from '../../../lib/i18n/i18n';
import { adminKeys } from '../../../lib/query/keys';
import { saveBlob } from './download';
import type { Selection } from './selection';

/** A bulk request for the selection: its ids, or the filter when every matching row is selected. */
export function bulkBodyOf(selection: Selection, filter: Record<string, string | number | boolean>, action: string, extra: Partial<BulkBody> = {}): BulkBody {
  return selection.all ? { action, filter, ...extra } : { action, ids: [...selection.ids.keys()], ...extra };
}

/** Runs a bulk action; the list and its stat cards are read again whatever the outcome. */
export function useBulkRequest(resource: BulkResource) {
  const queryClient = useQueryClient();
  return async (body: BulkBody) => {
    try {
      return await call(bulkRoutes[resource], { body, fallback: t('admin.bulk.failed') });
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists(resource) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats(resource) });
    }
  };
}

/** Downloads the list as CSV: every row matching the filters, or only the given ids; headers in the current language. */
export async function downloadCsv(resource: ExportResource, filter: Record<string, string | number | boolean>, ids?: number[]): Promise<void> {
  const blob = await download(exportRoutes[resource], { query: { ...filter, lang: getLanguage(), ...(ids ? { ids: ids.join(',') } : {}) }, fallback: t('admin.export.failed') });
  saveBlob(blob, `${EXPORT_FILE_NAMES[resource]}-${format(new Date(), 'yyyy-MM-dd')}.csv`);
}
