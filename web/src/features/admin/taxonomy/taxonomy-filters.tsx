import { describedFilters, type ListDescription } from '../kit/described-filters';
import type { TaxonomyFilters } from './taxonomy-api';
import { t } from '../../../lib/i18n/i18n';

/**
 * The filter places of Categories and Tags Management (decision 050): the status, in the lists'
 * own words. Neither list has a description of its own yet; their columns and forms are the
 * screen's.
 */
export const TAXONOMY_FILTERS = {
  name: 'taxonomy',
  fields: [
    {
      key: 'isActive', type: 'boolean', label: 'admin.taxonomy.common.status',
      filter: { all: 'admin.taxonomy.common.allStatus', active: 'admin.taxonomy.common.active', inactive: 'admin.taxonomy.common.inactive' },
    },
  ],
} as const satisfies ListDescription;

/** The Filters card (search box, status, Clear) and the chips of a category or tag list. */
export const taxonomyFilters = (list: { filters: TaxonomyFilters; patch: (part: Partial<TaxonomyFilters>) => void; reset: () => void }, placeholder: string) =>
  describedFilters(TAXONOMY_FILTERS, list, { placeholder, clearLabel: t('admin.taxonomy.common.clear') });
