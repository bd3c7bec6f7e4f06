/**
 * The signed-in session. Stores the access token, the refresh token and the current user in
 * localStorage under 'accessToken', 'refreshToken' and 'user' (spec: "Local storage entries").
 * Signed in means an access token and a user are both stored.
 *
 * Writers: the auth screens (sign in, register, logout), the profile screen (setUser) and the
 * refresh in ./refresh.ts. Anyone may read and subscribe (the API client, the offline outbox,
 * route guards) through getAccessToken / getSession / onSessionChange.
 *
 * The same tokens go to the device database too (./device-credentials.ts, loaded on demand so the
 * sign-in page stays light): the service worker delivers queued orders with them, and a page
 * opened right after sign-in, whose localStorage copy another renderer has not caught up with
 * yet, adopts the session from there (adoptDeviceSession).
 */
import type { AuthResponse, PublicUser } from '@portal/contract/auth';
import { peekDeviceCredentials } from './device-credentials-peek';
import { releaseHeldOrders as releaseHeld } from './held-orders';

export const SESSION_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', user: 'user' } as const;

export interface Session {
  accessToken: string | null;
  user: PublicUser | null;
  signedIn: boolean;
}

type Listener = (session: Session) => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session } | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PublicUser;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(SESSION_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(SESSION_KEYS.refreshToken);
}

/**
 * A stable snapshot (the same object while the stored values are the same), as
 * useSyncExternalStore needs. Storage is re-read each time because anything may clear it.
 */
export function getSession(): Session {
  const accessToken = getAccessToken();
  const rawUser = read(SESSION_KEYS.user);
  const raw = `${accessToken ?? ''}\n${rawUser ?? ''}`;
  if (cached?.raw !== raw) {
    const user = parseUser(rawUser);
    cached = { raw, session: { accessToken, user, signedIn: Boolean(accessToken && user) } };
  }
  return cached.session;
}

function changed(): void {
  const session = getSession();
  for (const listener of listeners) listener(session);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const deviceStore = () => import('./device-credentials');

/**
 * Resolves once the session is stored. The device database first: whatever reacts to the session
 * change (route guards navigate at once) must find the row there, and so must the worker.
 */
export async function startSession(auth: Pick<AuthResponse, 'accessToken' | 'refreshToken' | 'user'>): Promise<void> {
  try {
    const device = await deviceStore();
    await device.saveCredentials({ userId: auth.user.id, email: auth.user.email, user: auth.user, accessToken: auth.accessToken, refreshToken: auth.refreshToken });
  } catch (error) {
    console.warn('The session could not be kept in the device database', error);
  }
  localStorage.setItem(SESSION_KEYS.accessToken, auth.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, auth.refreshToken);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(auth.user));
  releaseHeld(auth.user.id);
  changed();
}

/** The page's copy only: the device database row is written by whoever refreshed (refresh-core.ts). */
export function setTokens(accessToken: string, refreshToken: string): void {
  if (getAccessToken() === accessToken && getRefreshToken() === refreshToken) return;
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
  changed();
}

export function setUser(user: PublicUser): void {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  changed();
}

/** Ends the session here and in the device database (the worker no longer sends as this person). */
export function clearSession(): void {
  const userId = getSession().user?.id;
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  // Set before listeners hear of the change: a guard they run must wait for the row to go.
  if (userId !== undefined) deviceRemoval = deviceStore().then((device) => device.removeCredentials(userId)).catch(() => undefined);
  changed();
}

/** The device row of the session just ended, until it is gone (adoptDeviceSession waits for it). */
let deviceRemoval: Promise<unknown> = Promise.resolve();

/**
 * When localStorage shows no session but the device database holds one (a page opened right after
 * sign-in in another renderer, or tokens the worker rotated), copies it here. Returns signed in.
 */
export async function adoptDeviceSession(): Promise<boolean> {
  if (getSession().signedIn) return true;
  try {
    // A sign-out here is still removing its row: it must not come back as a session.
    await deviceRemoval;
    // Read without the device database's library: a visitor's first screen should not load it.
    const rows = await peekDeviceCredentials();
    const latest = rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))[0];
    if (!latest || getSession().signedIn) return getSession().signedIn;
    localStorage.setItem(SESSION_KEYS.accessToken, latest.accessToken);
    localStorage.setItem(SESSION_KEYS.refreshToken, latest.refreshToken);
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(latest.user));
    changed();
  } catch {
    // No device database (private mode, tests): localStorage is all there is.
  }
  return getSession().signedIn;
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) changed();
  });
}
