import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@portal/contract/auth';
import { api } from '../../lib/api/client';
import { t } from '../../lib/i18n/i18n';
import { setUser } from '../../lib/session/store';

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  chapter?: { name: string; address: string; city: string; state: string; zipCode: string; phone?: string; taxId?: string };
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<PublicUser>('users/profile', body, { fallback: t('profile.updateFailed') }),
    onSuccess: (user) => setUser(user),
  });
}

export function useChangePassword(fallback: string) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.post('users/profile/password', body, { fallback }),
  });
}
