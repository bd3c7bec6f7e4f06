import { queryOptions } from '@tanstack/react-query';
import { chapterRoutes, type ChapterStats } from '@portal/contract/chapters';
import { eventRoutes, type EventStats } from '@portal/contract/events';
import { categoryRoutes, type TaxonomyStats } from '@portal/contract/taxonomy';
import { vendorRoutes, type VendorStats } from '@portal/contract/vendors';
import { call } from '../../../lib/api/call';
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
        call(eventRoutes.stats, { fallback }),
        call(vendorRoutes.stats, { fallback }),
        call(categoryRoutes.stats, { fallback }),
        call(chapterRoutes.stats, { fallback }),
      ]);
      return { events, vendors, categories, chapters };
    },
  });
