import { createFileRoute } from '@tanstack/react-router';
import { rememberListSearch } from '../../../ui/layout/crumb-state';
import { orderSearchSchema } from '../../../features/admin/orders/orders-search';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { OrdersPage } from '../../../features/admin/orders/orders-page';
import { orderList, orderStatsQuery } from '../../../features/admin/orders/orders-api';

/** Order Management: filters, sort and page in the address; the page is loaded before it shows. */
export const Route = createFileRoute('/_app/admin/orders')({
  validateSearch: orderSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // An order's page goes back to the list as it was left (its filters, sort and page).
    rememberListSearch('/admin/orders', deps);
    return loadList(context.queryClient, orderList, deps, [orderStatsQuery()]);
  },
  errorComponent: screenError('admin.orders.title', 'admin.orders.fetchFailed'),
  component: OrdersPage,
});
