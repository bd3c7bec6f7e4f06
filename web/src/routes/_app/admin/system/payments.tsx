import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../../../features/admin/system/payments-page';

export const Route = createFileRoute('/_app/admin/system/payments')({ component: PaymentsPage });
