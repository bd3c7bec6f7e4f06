import { profileRoutes } from '@portal/contract/users';
import { call } from '../api/call';
import { ApiError } from '../api/api-error';
import { getSession, setUser } from './store';

let checked: Promise<void> | null = null;
let settled = false;

/** Whether this page's session check has had its answer (or its failure): screens need not wait for it. */
export function sessionChecked(): boolean {
  return settled;
}

/**
 * Once per page load, confirms the stored session with the server and refreshes the stored
 * user (role or name may have changed). An expired session ends through the client's refresh;
 * a network failure keeps the stored user so the app still opens offline.
 */
export function verifySessionOnce(): Promise<void> {
  if (!getSession().signedIn) return Promise.resolve();
  checked ??= call(profileRoutes.get, {})
    .then((user) => {
      if (user && typeof user.id === 'number') setUser(user);
    })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status === 0) return;
      console.warn(error.message);
    })
    .finally(() => {
      settled = true;
    });
  return checked;
}

/** Tests and sign-out start over. */
export function resetSessionCheck(): void {
  checked = null;
  settled = false;
}
