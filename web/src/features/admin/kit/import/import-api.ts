import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMPORT_TEMPLATE, VENDOR_IMPORT_TEMPLATE, type ImportReport } from '@portal/contract/imports';
import { request } from '../../../../lib/api/client';
import { t } from '../../../../lib/i18n/i18n';
import { adminKeys } from '../../../../lib/query/keys';

export type ImportKind = 'products' | 'vendors';

const TEMPLATES: Record<ImportKind, string> = { products: PRODUCT_IMPORT_TEMPLATE, vendors: VENDOR_IMPORT_TEMPLATE };

/** The template, built from the contract's column list: the same header the API checks. */
export const templateHref = (kind: ImportKind) => `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATES[kind])}`;

export interface ImportCall {
  text: string;
  dryRun: boolean;
}

/** Sends the file's text as the body (the API reads text/csv and text/plain alike); an applied file reloads the list and its tiles. */
export function useImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, dryRun }: ImportCall) =>
      request<ImportReport>('post', `${kind}/import`, { body: text, searchParams: { dryRun }, fallback: t('admin.import.failed') }),
    onSuccess: (report) => {
      if (!report.applied) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats(kind) });
    },
  });
}
