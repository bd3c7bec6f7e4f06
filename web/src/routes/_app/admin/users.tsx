import { createFileRoute } from '@tanstack/react-router';
import { userSearchSchema } from '../../../features/admin/users/users-search';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { UsersPage } from '../../../features/admin/users/users-page';
import { userList } from '../../../features/admin/users/users-api';

/** User Management: filters, sort and page in the address; the page is loaded before it shows. */
export const Route = createFileRoute('/_app/admin/users')({
  validateSearch: userSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, userList, deps),
  errorComponent: screenError('admin.users.title', 'admin.users.fetchFailed'),
  component: UsersPage,
});
