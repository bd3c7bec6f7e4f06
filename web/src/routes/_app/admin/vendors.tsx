import { createFileRoute } from '@tanstack/react-router';
import { vendorSearchSchema } from '../../../features/admin/vendors/vendors-search';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { VendorsPage } from '../../../features/admin/vendors/vendors-page';
import { vendorList } from '../../../features/admin/vendors/vendors-api';

/** Vendor Management: filters, sort and page in the address; the page is loaded before it shows. */
export const Route = createFileRoute('/_app/admin/vendors')({
  validateSearch: vendorSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, vendorList, deps),
  errorComponent: screenError('admin.vendors.title', 'admin.vendors.fetchFailed'),
  component: VendorsPage,
});
