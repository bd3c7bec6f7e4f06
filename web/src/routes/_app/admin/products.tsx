import { createFileRoute } from '@tanstack/react-router';
import { productSearchSchema } from '../../../features/admin/products/products-search';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { ProductsPage } from '../../../features/admin/products/products-page';
import { productList, productStatsQuery } from '../../../features/admin/products/products-api';

/** Products Management: filters, sort and page in the address; the page and tiles load before it shows. */
export const Route = createFileRoute('/_app/admin/products')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, productList, deps, [productStatsQuery()]),
  errorComponent: screenError('admin.products.title', 'admin.products.failed.fetch'),
  component: ProductsPage,
});
