/**
 * The signed-in session. Stores the access token, the refresh token and the current user in
 * localStorage under 'accessToken', 'refreshToken' and 'user' (spec: "Local storage entries").
 * Signed in means an access token and a user are both stored.
 *
 * Writers: the auth screens (sign in, register, logout), the profile screen (setUser) and the
 * refresh in ./refresh.ts. Anyone may read and subscribe (the API client, the offline outbox,
 * route guards) through getAccessToken / getSession / onSessionChange.
 */
import type { AuthResponse, PublicUser } from '@portal/contract/auth';

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

export function startSession(auth: Pick<AuthResponse, 'accessToken' | 'refreshToken' | 'user'>): void {
  localStorage.setItem(SESSION_KEYS.accessToken, auth.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, auth.refreshToken);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(auth.user));
  changed();
}

export function setTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
  changed();
}

export function setUser(user: PublicUser): void {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  changed();
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  changed();
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) changed();
  });
}
