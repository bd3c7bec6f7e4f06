import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/components/cart-page';

export const Route = createFileRoute('/_app/cart')({ component: CartPage });
