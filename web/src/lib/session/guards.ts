/**
 * Route guards (client-side only; the API enforces the same rules). Call them from beforeLoad.
 */
import { redirect } from '@tanstack/react-router';
import { isAdmin, isSuperAdmin } from './roles';
import { getSession } from './store';
import { verifySessionOnce } from './verify';

export function requireVisitor(): void {
  if (getSession().signedIn) throw redirect({ to: '/dashboard' });
}

export async function requireSignedIn(href: string): Promise<void> {
  if (getSession().signedIn) await verifySessionOnce();
  if (!getSession().signedIn) throw redirect({ to: '/login', search: { redirect: href } });
}

export function requireAdmin(): void {
  if (!isAdmin(getSession().user?.role)) throw redirect({ to: '/dashboard' });
}

export function requireSuperAdmin(): void {
  if (!isSuperAdmin(getSession().user?.role)) throw redirect({ to: '/dashboard' });
}

/** Only same-site paths: a crafted ?redirect= must not send anyone elsewhere. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';
}
