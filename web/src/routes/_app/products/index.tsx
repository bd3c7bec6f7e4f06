import { createFileRoute } from '@tanstack/react-router';
import { rememberListSearch } from '../../../ui/layout/crumb-state';
import { ProductListPage } from '../../../features/catalogue/components/product-list-page';
import { parseProductSearch, type ProductSearch } from '../../../features/catalogue/components/product-search';

export const Route = createFileRoute('/_app/products/')({
  validateSearch: (raw: Record<string, unknown>): ProductSearch => parseProductSearch(raw),
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Back to Products and the breadcrumb return to these filters and this page.
  rememberListSearch('/products', search);
  return <ProductListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
