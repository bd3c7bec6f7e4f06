import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../features/catalogue/components/product-detail-page';

export const Route = createFileRoute('/_app/products/$id')({ component: ProductDetailRoute });

function ProductDetailRoute() {
  const { id } = Route.useParams();
  // A non-numeric id simply is not in the catalogue: the screen says "Product not found."
  return <ProductDetailPage productId={Number(id) || -1} />;
}
