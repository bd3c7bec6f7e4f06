import { createFileRoute } from '@tanstack/react-router';
import { taxonomySearchSchema } from '../../../../features/admin/taxonomy/taxonomy-search';
import { loadList } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { categoryList, taxonomyStatsQuery } from '../../../../features/admin/taxonomy/taxonomy-api';
import { TaxonomyPage } from '../../../../features/admin/taxonomy/taxonomy-page';

function CategoriesPage() {
  return <TaxonomyPage kind="category" />;
}

/** Categories Management: filters, sort and page in the address. */
export const Route = createFileRoute('/_app/admin/system/categories')({
  validateSearch: taxonomySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, categoryList, deps, [taxonomyStatsQuery('category')]),
  errorComponent: screenError('admin.taxonomy.category.title', 'admin.taxonomy.category.fetchFailed'),
  component: CategoriesPage,
});
