import { Card, HStack, Heading, List, Text } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

export interface TopRow {
  id: number;
  name: string;
  detail?: string;
  count: number;
  unit: string;
}

export function TopList({ title, rows }: { title: string; rows: TopRow[] }) {
  return (
    <Card.Root size="sm" aria-label={title}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">{t('admin.dashboard.noData')}</Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {rows.map((row) => (
              <List.Item key={row.id}>
                <HStack justify="space-between" width="full">
                  <div>
                    <Text fontWeight="medium">{row.name}</Text>
                    {row.detail && (
                      <Text fontSize="sm" color="fg.muted">
                        {row.detail}
                      </Text>
                    )}
                  </div>
                  <Text fontSize="sm" whiteSpace="nowrap">
                    {row.count} {row.unit}
                  </Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
