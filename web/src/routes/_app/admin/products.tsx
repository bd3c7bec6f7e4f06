import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/admin/products/products-page';

export const Route = createFileRoute('/_app/admin/products')({ component: ProductsPage });
