import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { AuditRecord } from '@portal/contract/audit';
import { dateTime } from '../format';
import { actionLabel, actorText, changeText, detailsText } from './history-format';

/** One change in a record's history: what, who, when, and each field from what to what. */
export function HistoryEntry({ record }: { record: AuditRecord }) {
  const details = detailsText(record);
  return (
    <Stack as="li" gap="1" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Badge size="sm" variant="subtle" colorPalette="primary">
          {actionLabel(record.action)}
        </Badge>
        <Text fontSize="sm" fontWeight="medium">
          {actorText(record)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {dateTime(record.createdAt)}
        </Text>
      </HStack>
      {record.changes.length > 0 && (
        <List.Root fontSize="sm" ps="4">
          {record.changes.map((c) => (
            <List.Item key={c.field} overflowWrap="anywhere">
              {changeText(c)}
            </List.Item>
          ))}
        </List.Root>
      )}
      {details && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {details}
        </Text>
      )}
    </Stack>
  );
}
