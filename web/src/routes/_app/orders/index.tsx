import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from '../../../features/orders/my-orders-page';
import { parseMyOrdersSearch } from '../../../features/orders/my-orders-search';
import { OutboxOrderCard } from '../../../features/outbox/outbox-order-card';
import { useOutbox } from '../../../features/outbox/use-outbox';
import { useSession } from '../../../lib/session/use-session';

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: parseMyOrdersSearch,
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  const outbox = useOutbox(user?.id ?? null);
  return (
    <MyOrdersPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      deviceOrders={outbox?.records}
      renderDeviceOrder={(record) => <OutboxOrderCard record={record} />}
    />
  );
}
