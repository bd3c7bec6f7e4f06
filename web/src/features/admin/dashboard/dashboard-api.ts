import { queryOptions } from '@tanstack/react-query';
import type { ChapterStats } from '@portal/contract/chapters';
import type { EventStats } from '@portal/contract/events';
import type { TaxonomyStats } from '@portal/contract/taxonomy';
import type { VendorStats } from '@portal/contract/vendors';
import { api } from '../../../lib/api/api-on-demand';
import { t } from '../../../lib/i18n/i18n';
import { adminKeys } from '../../../lib/query/keys';

export interface DashboardData {
  events: EventStats;
  vendors: VendorStats;
  categories: TaxonomyStats;
  chapters: ChapterStats;
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async (): Promise<DashboardData> => {
      // In the language of the moment the request is made.
      const fallback = t('admin.dashboard.fetchFailed');
      const [events, vendors, categories, chapters] = await Promise.all([
        api.get<EventStats>('events/stats', { fallback }),
        api.get<VendorStats>('vendors/stats', { fallback }),
        api.get<TaxonomyStats>('categories/stats', { fallback }),
        api.get<ChapterStats>('chapters/stats', { fallback }),
      ]);
      return { events, vendors, categories, chapters };
    },
  });
