import { createFileRoute } from '@tanstack/react-router';
import { VendorsPage } from '../../../features/admin/vendors/vendors-page';

export const Route = createFileRoute('/_app/admin/vendors')({ component: VendorsPage });
