import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '../../../features/admin/orders/order-page';
import { orderDetailQuery, orderTimelineQuery } from '../../../features/admin/orders/order-page-api';

/** One order's page in the back office; the order is loaded before it shows, its timeline alongside. */
export const Route = createFileRoute('/_app/admin/orders_/$orderId')({
  loader: async ({ context, params }) => {
    const id = Number(params.orderId);
    if (!Number.isInteger(id) || id < 1) return;
    void context.queryClient.prefetchQuery(orderTimelineQuery(id));
    // A failure shows on the page with Retry rather than as the router's error screen.
    await context.queryClient.ensureQueryData({ ...orderDetailQuery(id), retry: false }).catch(() => undefined);
  },
  component: OrderPageRoute,
});

function OrderPageRoute() {
  const { orderId } = Route.useParams();
  return <OrderPage orderId={Number(orderId) || -1} />;
}
