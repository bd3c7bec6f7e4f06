import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importRoutes } from '@portal/contract/imports';
import { download, sendFile } from '../../../../lib/api/call';
import { t } from '../../../../lib/i18n/i18n';
import { adminKeys } from '../../../../lib/query/keys';
import { saveBlob } from '../download';

export type ImportKind = 'products' | 'vendors';

const ROUTES = {
  products: { template: importRoutes.productTemplate, file: importRoutes.products },
  vendors: { template: importRoutes.vendorTemplate, file: importRoutes.vendors },
};

/**
 * Saves the template the API makes: the contract's header and a sample row naming a vendor,
 * categories and a tag of this catalogue, so the sample passes a check as it is.
 */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const blob = await download(ROUTES[kind].template, { fallback: t('admin.import.templateFailed') });
  saveBlob(blob, `${kind}-import-template.csv`);
}

export interface ImportCall {
  text: string;
  dryRun: boolean;
  /** Apply the rows without errors and leave the others out (the admin's choice after a check). */
  validOnly?: boolean;
}

/** Sends the file's text as the body (the API reads text/csv and text/plain alike); an applied file reloads the list and its tiles. */
export function useImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, dryRun, validOnly = false }: ImportCall) =>
      sendFile(ROUTES[kind].file, { file: text, query: { dryRun, ...(validOnly ? { validOnly } : {}) }, fallback: t('admin.import.failed') }),
    onSuccess: (report) => {
      if (!report.applied) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats(kind) });
    },
  });
}
