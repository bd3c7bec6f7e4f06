import { formatMoney } from '../../lib/i18n/format';
import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { OrderView } from '@portal/contract/orders';
import { useI18n } from '../../lib/i18n/i18n';
import { formatDateTime, paymentMethodLabel } from '../../lib/i18n/labels';
import { orderKeys } from '../../lib/query/keys';
import type { OutboxRecord } from '../../lib/db/rows';
import { myOrdersQuery } from './orders-api';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { MyOrdersFilters } from './my-orders-filters';
import type { MyOrdersSearch } from './my-orders-search';
import { reorder } from './reorder';
import { buyerName } from './buyer-name';

function ServerOrderCard({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Card.Root size="sm" data-testid="server-order">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Link to="/orders/$id" params={{ id: String(order.id) }}>
            <Text fontWeight="semibold" color="primary.fg">
              {order.orderNumber}
            </Text>
          </Link>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(order.createdAt)} · {order.event.name}
          {order.paymentMethod ? ` · ${paymentMethodLabel(order.paymentMethod)}` : ''}
        </Text>
        <Text fontSize="sm" data-testid="order-buyer">
          {t('shop.placedBy', { name: buyerName(order.user) })}
        </Text>
        {order.items && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {order.items.map((i) => `${i.quantity} × ${i.product.name}`).join(', ')}
          </Text>
        )}
        {/* On a phone a large total and two Spanish buttons do not fit one line: the buttons go below. */}
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="bold">{formatMoney(order.total)}</Text>
          <HStack ms="auto">
            {order.items && order.items.length > 0 && (
              <Button minH="11" variant="outline" onClick={() => void reorder(order.items ?? []).then(() => navigate({ to: '/cart' }))}>
                {t('shop.reorder')}
              </Button>
            )}
            <Button minH="11" variant="ghost" asChild>
              <Link to="/orders/$id" params={{ id: String(order.id) }}>
                {t('shop.details')}
              </Link>
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

interface Props {
  search: MyOrdersSearch;
  onSearchChange: (next: MyOrdersSearch) => void;
  /** The user's orders still on this device (the outbox's records, newest first); undefined while they load. */
  deviceOrders: readonly OutboxRecord[] | undefined;
  /** How one of them is shown: the route passes the outbox's card, so this slice does not import it. */
  renderDeviceOrder: (record: OutboxRecord) => ReactNode;
}

/** The server's orders, one page at a time and filtered, under the ones still on this device. */
export function MyOrdersPage({ search, onSearchChange, deviceOrders, renderDeviceOrder }: Props) {
  const { t } = useI18n();
  const orders = useQuery(myOrdersQuery(search));
  const queryClient = useQueryClient();
  const sent = (deviceOrders ?? []).filter((r) => r.status === 'sent').length;
  // An order the outbox just delivered is on the server now: fetch the list again.
  useEffect(() => {
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: orderKeys.list({}).slice(0, 2) });
  }, [sent, queryClient]);
  // With no network the query pauses instead of failing: say so rather than "Loading...".
  const unavailable = orders.isError || orders.fetchStatus === 'paused';
  // Orders still on the device always come first, whatever the filters and page.
  const local = (deviceOrders ?? []).filter((r) => r.status !== 'sent');
  const server = orders.data?.items ?? [];
  const pagination = orders.data?.pagination;
  const page = search.page ?? 1;
  const filtered = Boolean(search.search || search.status || search.eventId || search.from || search.to);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('nav.orders')}
      </Heading>
      {local.map((r) => (
        <Fragment key={r.localId}>{renderDeviceOrder(r)}</Fragment>
      ))}
      <MyOrdersFilters value={search} onChange={(next) => onSearchChange({ ...next, page: undefined })} />
      {unavailable && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('shop.ordersUnavailable')}</Alert.Title>
        </Alert.Root>
      )}
      {orders.isPending && !unavailable && <Text color="fg.muted">{t('common.loading')}</Text>}
      {pagination && pagination.total > 0 && (
        <Text color="fg.muted" fontSize="sm" data-testid="orders-count">
          {t('shop.ordersFound', { count: pagination.total })}
        </Text>
      )}
      {server.map((o) => (
        <ServerOrderCard key={o.id} order={o} />
      ))}
      {orders.isSuccess && server.length === 0 && local.length === 0 && !filtered && <Text color="fg.muted">{t('shop.noOrders')}</Text>}
      {orders.isSuccess && server.length === 0 && filtered && <Text color="fg.muted">{t('shop.noOrdersMatch')}</Text>}
      {pagination && pagination.pages > 1 && (
        <HStack justify="center" gap="3" as="nav" aria-label={t('shop.pagination')}>
          <Button minH="11" variant="outline" disabled={page <= 1} onClick={() => onSearchChange({ ...search, page: page - 1 })}>
            {t('shop.previous')}
          </Button>
          <Text fontSize="sm">{t('shop.pageOf', { page, pages: pagination.pages })}</Text>
          <Button minH="11" variant="outline" disabled={page >= pagination.pages} onClick={() => onSearchChange({ ...search, page: page + 1 })}>
            {t('shop.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
