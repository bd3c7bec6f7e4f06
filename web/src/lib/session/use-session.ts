import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from './store';

const subscribe = (notify: () => void) => onSessionChange(notify);

/** The current session; re-renders when it changes (sign in, refresh, logout, other tabs). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
