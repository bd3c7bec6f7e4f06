/** The portal settings as the API gives them: the System screens edit them, every admin list reads its default page size. */
import { queryOptions } from '@tanstack/react-query';
import { settingsRoutes } from '@portal/contract/settings';
import { call } from '../api/call';
import { t } from '../i18n/i18n';
import { settingsKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: () => call(settingsRoutes.get, { fallback: t('admin.system.fetchSettingsFailed') }) });
