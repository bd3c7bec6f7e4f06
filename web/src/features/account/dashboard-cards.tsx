import { formatDate, formatMoney } from '../../lib/i18n/format';
import type { ReactNode } from 'react';
import { Button, Card, HStack, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCartCount } from '../../lib/cart/cart-count';
import { useI18n } from '../../lib/i18n/i18n';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import type { EventSummary, OrderSummary } from './dashboard-api';

export function DashCard({ title, action, wide, children }: { title: string; action?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} gridColumn={wide ? { lg: 'span 2' } : undefined}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}

export const LoadingRows = () => (
  <Stack gap="2">
    <Skeleton h="5" />
    <Skeleton h="5" />
    <Skeleton h="5" />
  </Stack>
);

export function EventsList({ events }: { events: EventSummary[] }) {
  const { t } = useI18n();
  if (events.length === 0) return <Text color="fg.muted">{t('dashboard.noEvents')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {events.map((event) => (
        <li key={event.id}>
          <Text fontWeight="semibold">{event.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(event.startDate)} – {formatDate(event.endDate)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function OrdersList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useI18n();
  if (orders.length === 0) return <Text color="fg.muted">{t('dashboard.noOrders')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {orders.map((order) => (
        <HStack as="li" key={order.id} justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <ChakraLink asChild color="primary.fg" fontWeight="semibold">
              <Link to="/orders/$id" params={{ id: String(order.id) }}>
                {order.orderNumber}
              </Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(order.createdAt)}
              {order.event?.name ? ` · ${order.event.name}` : ''}
            </Text>
          </Stack>
          <HStack>
            <OrderStatusBadge status={order.status} />
            <Text fontWeight="semibold">{formatMoney(order.total)}</Text>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

export function CartSummary() {
  const { t } = useI18n();
  const count = useCartCount();
  return (
    <Stack gap="3" align="start">
      <Text fontSize="2xl" fontWeight="bold">
        {t('dashboard.cartItems', { count })}
      </Text>
      <HStack>
        <Button asChild colorPalette="primary" minH="11">
          <Link to="/cart">{t('dashboard.goToCart')}</Link>
        </Button>
        <Button asChild variant="outline" minH="11">
          <Link to="/products">{t('dashboard.browseProducts')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
