import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsRoutes, type PortalSettings, type SettingsInput } from '@portal/contract/settings';
import { call } from '../../../lib/api/call';
import { settingsKeys } from '../../../lib/query/keys';
import { settingsQuery } from '../../../lib/query/settings-query';
import { t } from '../../../lib/i18n/i18n';

/** The PUT body: every editable field, without the server's version counter. */
export const inputOf = ({ taxRateBps, feeRatesBps, freeShippingThresholdCents, portalName, defaultPageSize }: PortalSettings): SettingsInput => ({
  taxRateBps,
  feeRatesBps: { ...feeRatesBps },
  freeShippingThresholdCents,
  portalName,
  defaultPageSize: defaultPageSize as SettingsInput['defaultPageSize'],
});

/**
 * Each screen edits a part of the settings, but PUT takes the whole object: the rest comes from a
 * fresh read, so saving one screen never puts back values another super admin has just changed.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (part: Partial<SettingsInput>) => {
      const current = await queryClient.fetchQuery({ ...settingsQuery(), staleTime: 0 });
      return call(settingsRoutes.update, { body: { ...inputOf(current), ...part }, fallback: t('admin.system.saveFailed') });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
