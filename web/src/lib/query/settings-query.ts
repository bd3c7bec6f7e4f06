/** The portal settings as the API gives them: the System screens edit them, every admin list reads its default page size. */
import { queryOptions } from '@tanstack/react-query';
import type { PortalSettings } from '@portal/contract/settings';
import { api } from '../api/api-on-demand';
import { t } from '../i18n/i18n';
import { settingsKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: () => api.get<PortalSettings>('settings', { fallback: t('admin.system.fetchSettingsFailed') }) });
