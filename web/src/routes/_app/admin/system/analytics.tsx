import { createFileRoute } from '@tanstack/react-router';
import { SystemAnalyticsPage } from '../../../../features/admin/system-analytics/system-analytics-page';

export const Route = createFileRoute('/_app/admin/system/analytics')({ component: SystemAnalyticsPage });
