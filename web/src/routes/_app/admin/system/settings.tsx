import { createFileRoute } from '@tanstack/react-router';
import { SystemSettingsPage } from '../../../../features/admin/system/system-settings-page';

export const Route = createFileRoute('/_app/admin/system/settings')({ component: SystemSettingsPage });
