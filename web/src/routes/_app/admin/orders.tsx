import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/admin/orders/orders-page';

export const Route = createFileRoute('/_app/admin/orders')({ component: OrdersPage });
