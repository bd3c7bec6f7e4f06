import { isSuperAdmin } from '../../../lib/session/roles';
import { getSession } from '../../../lib/session/store';
import { requireSuperAdmin } from '../../../lib/session/guards';
import { notify } from '../../../ui/toaster';
import { t } from '../../../lib/i18n/i18n';

/**
 * The Super Admin screens' guard (chapters, system): someone sent away is told why, instead of
 * landing on the dashboard with no word. A preload (hovering a link) says nothing.
 */
export function superAdminOnly({ preload }: { preload: boolean }): void {
  // Told once the page it lands on is up: a toast made before the first render is lost.
  if (!preload && getSession().user && !isSuperAdmin(getSession().user?.role)) setTimeout(() => notify.error(t('admin.access.superAdmin')), 0);
  requireSuperAdmin();
}
