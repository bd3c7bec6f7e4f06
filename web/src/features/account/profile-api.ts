import { useMutation } from '@tanstack/react-query';
import type { BodyIn } from '@portal/contract/route';
import { profileRoutes } from '@portal/contract/users';
import { call } from '../../lib/api/call';
import { t } from '../../lib/i18n/i18n';
import { setUser } from '../../lib/session/store';

export type ProfileUpdate = BodyIn<typeof profileRoutes.update>;

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdate) => call(profileRoutes.update, { body, fallback: t('profile.updateFailed') }),
    onSuccess: (user) => setUser(user),
  });
}

export function useChangePassword(fallback: string) {
  return useMutation({
    mutationFn: (body: BodyIn<typeof profileRoutes.changePassword>) => call(profileRoutes.changePassword, { body, fallback }),
  });
}
