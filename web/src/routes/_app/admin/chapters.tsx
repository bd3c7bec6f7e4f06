import { createFileRoute } from '@tanstack/react-router';
import { chapterSearchSchema } from '../../../features/admin/chapters/chapters-search';
import { ChaptersPage } from '../../../features/admin/chapters/chapters-page';
import { chapterList, chapterStatsQuery } from '../../../features/admin/chapters/chapters-api';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';
import { superAdminOnly } from '../../../features/admin/kit/super-admin-only';

/** Chapter Management (Super Admin): filters, sort and page in the address. */
export const Route = createFileRoute('/_app/admin/chapters')({
  beforeLoad: superAdminOnly,
  validateSearch: chapterSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, chapterList, deps, [chapterStatsQuery()]),
  errorComponent: screenError('admin.chapters.title', 'admin.chapters.fetchFailed'),
  component: ChaptersPage,
});
