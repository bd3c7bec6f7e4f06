import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../../../features/admin/kit/list-search';
import { OrderPage, OrderPageError } from '../../../features/admin/orders/order-page';
import { orderDetailQuery, orderTimelineQuery } from '../../../features/admin/orders/order-page-api';

/** One order's page in the back office; the order is loaded before it shows, its timeline alongside. */
export const Route = createFileRoute('/_app/admin/orders_/$orderId')({
  loader: async ({ context, params }) => {
    const id = Number(params.orderId);
    // Not an order's number: the page says the order was not found.
    if (!Number.isInteger(id) || id < 1) return;
    await loadScreen(context.queryClient, [orderDetailQuery(id)], [orderTimelineQuery(id)]);
  },
  errorComponent: OrderPageError,
  component: OrderPageRoute,
});

function OrderPageRoute() {
  const { orderId } = Route.useParams();
  return <OrderPage orderId={Number(orderId) || -1} />;
}
