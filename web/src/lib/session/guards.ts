/**
 * Route guards (client-side only; the API enforces the same rules). Call them from beforeLoad.
 */
import { redirect } from '@tanstack/react-router';
import { isAdmin, isSuperAdmin } from './roles';
import { adoptDeviceSession, getSession } from './store';

/** How long a screen waits for the once-per-page session check before opening anyway. */
export const VERIFY_WAIT_MS = 1_500;

/**
 * Visitors' pages only: a signed-in person goes where the page was asked to send them after
 * signing in (`?redirect=`, a same-site path), else to the dashboard. A page opened right after a
 * sign-in elsewhere in the tab can find the session only on its second look (requireSignedIn
 * sent it to sign in first): it still opens where it was asked for.
 */
export function requireVisitor(target?: unknown): void {
  if (getSession().signedIn) throw redirect({ href: safeRedirect(typeof target === 'string' ? target : undefined) });
}

let verify: typeof import('./verify') | undefined;
/** The session check a screen has already waited for: the next screens do not wait for it again. */
let waitedFor: Promise<void> | undefined;

export async function requireSignedIn(href: string): Promise<void> {
  // localStorage written by the sign-in page may not have reached this page's renderer yet.
  if (!getSession().signedIn) await adoptDeviceSession();
  // Loaded only with a session: a visitor's first screen does without the HTTP client. The check
  // goes on in the background past a short wait: a hanging server (a captive portal, a dead route)
  // must not hold every screen for the request's whole time-out. A refused session still ends
  // when the answer comes (refresh.ts sends the person to sign in).
  // Once the check has answered, a screen opened from another waits for nothing here: every
  // signed-in screen passes this guard, and an import() takes the browser a task of its own even
  // for a module it has, so each tap to a screen waited a frame or two for it (decision 059).
  // A check still unanswered after a screen waited for it (Wi-Fi up, no answer) holds no other
  // screen: each tap to a screen waited its 1.5 s again until the request timed out.
  if (getSession().signedIn && !verify?.sessionChecked()) {
    verify ??= await import('./verify');
    const check = verify.verifySessionOnce();
    if (check !== waitedFor) {
      await Promise.race([check, new Promise((resolve) => setTimeout(resolve, VERIFY_WAIT_MS))]);
      waitedFor = check;
    }
  }
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
