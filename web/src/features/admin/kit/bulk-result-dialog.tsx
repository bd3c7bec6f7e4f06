import { List, Stack, Text } from '@chakra-ui/react';
import type { BulkResult } from '@portal/contract/bulk';
import { refusalText } from '../../../lib/i18n/errors';
import { t } from '../../../lib/i18n/i18n';
import { AdminDialog } from './admin-dialog';

export interface BulkOutcome {
  label: string;
  result: BulkResult;
  /** Names of the rows the admin saw (id -> name), for the list of failures. */
  names: ReadonlyMap<number, string>;
}

/**
 * What a bulk action did: how many rows it changed, left unchanged (already as asked) and was
 * refused, and each refused row with the server's reason, in the current language when its code
 * says which it is (statuses in words).
 */
export function BulkResultDialog({ outcome, onClose }: { outcome: BulkOutcome | null; onClose: () => void }) {
  const r = outcome?.result;
  return (
    <AdminDialog open={Boolean(outcome)} title={outcome ? t('admin.bulk.resultTitle', { action: outcome.label }) : ''} onClose={onClose}>
      {r && (
        <Stack gap="3">
          <Text>{t('admin.bulk.resultCounts', { changed: r.succeeded.length, unchanged: r.unchanged?.length ?? 0, refused: r.failed.length })}</Text>
          {r.failed.length > 0 && (
            <Stack gap="1">
              <Text fontWeight="medium" color="fg.error">
                {t('admin.bulk.failedHeading', { count: r.failed.length })}
              </Text>
              <List.Root as="ul" ps="5" gap="1" aria-label={t('admin.bulk.failedHeading', { count: r.failed.length })}>
                {r.failed.map((f) => (
                  <List.Item key={f.id}>
                    <Text as="span" fontWeight="medium">
                      {outcome.names.get(f.id) ?? f.label ?? t('admin.bulk.rowId', { id: f.id })}
                    </Text>
                    {': '}
                    {refusalText(f.code, f.message, f.data)}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
