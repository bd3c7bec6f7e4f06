import { createFileRoute } from '@tanstack/react-router';
import { QuickOrderPage } from '../../features/catalogue/components/quick-order-page';

export const Route = createFileRoute('/_app/quick-order')({ component: QuickOrderPage });
