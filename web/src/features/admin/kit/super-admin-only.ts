import { MSG } from '@portal/contract/messages';
import { isSuperAdmin } from '../../../lib/session/roles';
import { getSession } from '../../../lib/session/store';
import { requireSuperAdmin } from '../../../lib/session/guards';
import { notify } from '../../../ui/toaster';

/**
 * The Super Admin screens' guard (chapters, system): someone sent away is told why, instead of
 * landing on the dashboard with no word. A preload (hovering a link) says nothing.
 */
export function superAdminOnly({ preload }: { preload: boolean }): void {
  // Told once the page it lands on is up: a toast made before the first render is lost.
  if (!preload && getSession().user && !isSuperAdmin(getSession().user?.role)) setTimeout(() => notify.error(MSG.accessDeniedSuperAdmin), 0);
  requireSuperAdmin();
}
