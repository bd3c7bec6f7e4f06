import { Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import { messageOf } from '../format';
import { useRecordHistory } from './record-history-api';
import { HistoryEntry } from './history-entry';

/**
 * The History section of a details dialog: closed at first (no request until asked), then the
 * record's changes newest first, ten at a time.
 */
export function HistoryPanel({ entity, entityId }: { entity: 'order' | 'product' | 'vendor'; entityId: number }) {
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(entity, entityId, open);
  const records = history.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <Stack gap="2" gridColumn="1 / -1" borderTopWidth="1px" pt="3" mt="2" role="region" aria-label={t('admin.history.title')}>
      <HStack justify="space-between">
        <Heading size="sm">{t('admin.history.title')}</Heading>
        <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('admin.history.hide') : t('admin.history.show')}
        </Button>
      </HStack>
      {open && history.isPending && <Spinner size="sm" aria-label={t('admin.common.loading')} />}
      {open && history.isError && (
        <Text color="red.fg" fontSize="sm">
          {messageOf(history.error, t('admin.history.failed'))}
        </Text>
      )}
      {open && history.isSuccess && records.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('admin.history.empty')}
        </Text>
      )}
      {records.length > 0 && open && (
        <Stack as="ul" gap="0" listStyleType="none" maxH="64" overflowY="auto">
          {records.map((r) => (
            <HistoryEntry key={r.id} record={r} />
          ))}
        </Stack>
      )}
      {open && history.hasNextPage && (
        <Button size="xs" variant="outline" alignSelf="start" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {t('admin.history.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
