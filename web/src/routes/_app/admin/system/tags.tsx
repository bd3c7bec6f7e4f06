import { createFileRoute } from '@tanstack/react-router';
import { TaxonomyPage } from '../../../../features/admin/taxonomy/taxonomy-page';

function TagsPage() {
  return <TaxonomyPage kind="tag" />;
}

export const Route = createFileRoute('/_app/admin/system/tags')({ component: TagsPage });
