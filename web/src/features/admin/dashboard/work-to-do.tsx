import { Card, HStack, Heading, LinkBox, LinkOverlay, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import { messageOf } from '../kit/format';
import { ErrorAlert } from '../kit/states';
import { today, workToDoQuery } from './work-to-do-api';

function Tile({ title, value, loading, tone, children }: { title: string; value: string; loading: boolean; tone?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" role="group" aria-label={title} borderTopWidth="3px" borderTopColor={tone ?? 'border'} height="full">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {title}
        </Text>
        {loading ? <Skeleton height="8" width="20" /> : <Text fontSize="3xl" fontWeight="semibold" lineHeight="short">{value}</Text>}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What the dashboard leads with: the work waiting. Each figure links to the orders list filtered
 * to exactly those orders (the list keeps its filters in the address).
 */
export function WorkToDo() {
  const query = useQuery(workToDoQuery());
  const w = query.data;
  const loading = query.isPending;
  const day = w?.day ?? today();
  return (
    <Stack gap="3" as="section" aria-label={t('admin.dashboard.work.title')}>
      <Heading size="md">{t('admin.dashboard.work.title')}</Heading>
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.dashboard.fetchFailed'))} onRetry={() => void query.refetch()} />}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Tile title={t('admin.dashboard.work.toProcess')} value={formatNumber((w?.pending ?? 0) + (w?.processing ?? 0))} loading={loading} tone="orange.solid">
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <ChakraLink asChild colorPalette="primary">
              <Link to="/admin/orders" search={{ status: 'PENDING' }}>
                {t('admin.dashboard.work.pending', { count: w?.pending ?? 0 })}
              </Link>
            </ChakraLink>
            <ChakraLink asChild colorPalette="primary">
              <Link to="/admin/orders" search={{ status: 'PROCESSING' }}>
                {t('admin.dashboard.work.processing', { count: w?.processing ?? 0 })}
              </Link>
            </ChakraLink>
          </HStack>
        </Tile>
        <LinkBox height="full">
          <Tile title={t('admin.dashboard.work.failedPayments')} value={formatNumber(w?.failedPayments ?? 0)} loading={loading} tone={w?.failedPayments ? 'red.solid' : undefined}>
            <LinkOverlay asChild fontSize="sm" color="primary.fg">
              <Link to="/admin/orders" search={{ unsettledFailedPayment: true }}>
                {t('admin.dashboard.work.failedLink', { count: w?.failedPayments ?? 0 })}
              </Link>
            </LinkOverlay>
          </Tile>
        </LinkBox>
        <LinkBox height="full">
          <Tile title={t('admin.dashboard.work.todaySales')} value={formatMoney(w?.todaySales ?? 0)} loading={loading} tone="green.solid">
            <LinkOverlay asChild fontSize="sm" color="primary.fg">
              <Link to="/admin/orders" search={{ startDate: day, endDate: day }}>
                {t('admin.dashboard.work.todayLink', { count: w?.todayOrders ?? 0 })}
              </Link>
            </LinkOverlay>
          </Tile>
        </LinkBox>
      </SimpleGrid>
    </Stack>
  );
}
