import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../features/orders/order-detail-page';

export const Route = createFileRoute('/_app/orders/$id')({ component: OrderDetailRoute });

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage orderId={Number(id) || -1} />;
}
