import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from '../../../features/orders/my-orders-page';
import { parseMyOrdersSearch } from '../../../features/orders/my-orders-search';

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: parseMyOrdersSearch,
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyOrdersPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
