import { Alert, Button, Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/use-session';
import { chapterEventsQuery, recentOrdersQuery, upcoming } from './dashboard-api';
import { CartSummary, DashCard, EventsList, LoadingRows, OrdersList } from './dashboard-cards';

/** The shopper's home: upcoming chapter events, the cart, the latest orders. */
export function UserDashboard() {
  const { t } = useI18n();
  const { user } = useSession();
  const events = useQuery(chapterEventsQuery());
  const orders = useQuery(recentOrdersQuery());
  const failed = events.isError || orders.isError;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {user ? t('dashboard.welcome', { name: user.firstName }) : t('dashboard.title')}
      </Heading>
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('dashboard.failed')}</Alert.Title>
          <Button minH="11" variant="outline" onClick={() => void Promise.all([events.refetch(), orders.refetch()])}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DashCard title={t('dashboard.cart')}>
          <CartSummary />
        </DashCard>
        <DashCard
          title={t('dashboard.upcomingEvents')}
          action={
            <ChakraLink asChild fontSize="sm" color="primary.fg">
              <Link to="/events">{t('dashboard.allEvents')}</Link>
            </ChakraLink>
          }
        >
          {events.isPending ? <LoadingRows /> : <EventsList events={upcoming(events.data?.items ?? []).slice(0, 5)} />}
        </DashCard>
        <DashCard
          title={t('dashboard.recentOrders')}
          wide
          action={
            <ChakraLink asChild fontSize="sm" color="primary.fg">
              <Link to="/orders">{t('dashboard.allOrders')}</Link>
            </ChakraLink>
          }
        >
          {orders.isPending ? <LoadingRows /> : <OrdersList orders={orders.data?.items ?? []} />}
        </DashCard>
      </SimpleGrid>
    </Stack>
  );
}
