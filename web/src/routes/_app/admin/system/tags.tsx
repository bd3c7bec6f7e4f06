import { createFileRoute } from '@tanstack/react-router';
import { taxonomySearchSchema } from '../../../../features/admin/taxonomy/taxonomy-search';
import { loadList } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { tagList, taxonomyStatsQuery } from '../../../../features/admin/taxonomy/taxonomy-api';
import { TaxonomyPage } from '../../../../features/admin/taxonomy/taxonomy-page';

function TagsPage() {
  return <TaxonomyPage kind="tag" />;
}

/** Tags Management: filters, sort and page in the address. */
export const Route = createFileRoute('/_app/admin/system/tags')({
  validateSearch: taxonomySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, tagList, deps, [taxonomyStatsQuery('tag')]),
  errorComponent: screenError('admin.taxonomy.tag.title', 'admin.taxonomy.tag.fetchFailed'),
  component: TagsPage,
});
