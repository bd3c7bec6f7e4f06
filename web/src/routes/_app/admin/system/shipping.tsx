import { createFileRoute } from '@tanstack/react-router';
import { ShippingPage } from '../../../../features/admin/system/shipping-page';

export const Route = createFileRoute('/_app/admin/system/shipping')({ component: ShippingPage });
