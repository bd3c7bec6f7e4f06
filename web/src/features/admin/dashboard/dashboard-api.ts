import { queryOptions } from '@tanstack/react-query';
import type { ChapterStats } from '@portal/contract/chapters';
import type { EventStats } from '@portal/contract/events';
import { MSG } from '@portal/contract/messages';
import type { TaxonomyStats } from '@portal/contract/taxonomy';
import type { VendorStats } from '@portal/contract/vendors';
import { api } from '../../../lib/api/client';
import { adminKeys } from '../../../lib/query/keys';

/** popularCategories is optional: the server may not send it (spec: show what exists). */
export type CategoryStats = TaxonomyStats & { popularCategories?: Array<{ id: number; name: string; productCount: number }> };

export interface DashboardData {
  events: EventStats;
  vendors: VendorStats;
  categories: CategoryStats;
  chapters: ChapterStats;
}

const fallback = MSG.fetchDashboardFailed;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async (): Promise<DashboardData> => {
      const [events, vendors, categories, chapters] = await Promise.all([
        api.get<EventStats>('events/stats', { fallback }),
        api.get<VendorStats>('vendors/stats', { fallback }),
        api.get<CategoryStats>('categories/stats', { fallback }),
        api.get<ChapterStats>('chapters/stats', { fallback }),
      ]);
      return { events, vendors, categories, chapters };
    },
  });
