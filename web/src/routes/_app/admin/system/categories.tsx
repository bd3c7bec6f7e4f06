import { createFileRoute } from '@tanstack/react-router';
import { TaxonomyPage } from '../../../../features/admin/taxonomy/taxonomy-page';

function CategoriesPage() {
  return <TaxonomyPage kind="category" />;
}

export const Route = createFileRoute('/_app/admin/system/categories')({ component: CategoriesPage });
