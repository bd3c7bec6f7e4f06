import { TAXONOMY_RESOURCE } from '@portal/contract/resources';
import { describedFilters } from '../kit/described-filters';
import type { TaxonomyFilters } from './taxonomy-api';
import { t } from '../../../lib/i18n/i18n';

/** The Filters card (search box, status, Clear) and the chips of a category or tag list. */
export const taxonomyFilters = (list: { filters: TaxonomyFilters; patch: (part: Partial<TaxonomyFilters>) => void; reset: () => void }, placeholder: string) =>
  describedFilters(TAXONOMY_RESOURCE, list, { placeholder, clearLabel: t('admin.taxonomy.common.clear') });
