import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../../features/admin/kit/list-search';
import { tagList, taxonomyStatsQuery } from '../../../../features/admin/taxonomy/taxonomy-api';
import { TaxonomyPage } from '../../../../features/admin/taxonomy/taxonomy-page';

function TagsPage() {
  return <TaxonomyPage kind="tag" />;
}

/** Tags Management: filters, sort and page in the address. */
export const Route = createFileRoute('/_app/admin/system/tags')({
  validateSearch: tagList.schema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, tagList, deps, [taxonomyStatsQuery('tag')]),
  component: TagsPage,
});
