import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { PaymentsPage } from '../../../../features/admin/system/payments-page';
import { settingsQuery } from '../../../../lib/query/settings-query';

/** The portal's settings loaded before the form shows. */
export const Route = createFileRoute('/_app/admin/system/payments')({
  loader: ({ context }) => loadScreen(context.queryClient, [settingsQuery()]),
  errorComponent: screenError('admin.system.payments.title', 'admin.system.fetchSettingsFailed'),
  component: PaymentsPage,
});
