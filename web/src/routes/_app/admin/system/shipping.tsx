import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { ShippingPage } from '../../../../features/admin/system/shipping-page';
import { settingsQuery } from '../../../../lib/query/settings-query';

/** The portal's settings loaded before the form shows. */
export const Route = createFileRoute('/_app/admin/system/shipping')({
  loader: ({ context }) => loadScreen(context.queryClient, [settingsQuery()]),
  errorComponent: screenError('admin.system.shipping.title', 'admin.system.fetchSettingsFailed'),
  component: ShippingPage,
});
