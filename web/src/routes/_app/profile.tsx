import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/profile-page';
import { loadNamespaces } from '../../lib/i18n/i18n';

/** The profile's forms label their fields with the registration's texts (the auth namespace). */
export const Route = createFileRoute('/_app/profile')({
  staticData: { texts: ['auth'] },
  beforeLoad: async () => {
    await loadNamespaces('auth');
  },
  component: ProfilePage,
});
