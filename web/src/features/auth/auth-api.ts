import { authRoutes, type AuthResponse, type LoginBody, type RegisterBody } from '@portal/contract/auth';
import { call } from '../../lib/api/call';
import { t } from '../../lib/i18n/i18n';
import { requestPersistenceOnce } from '../../lib/device-storage';
import { startSession } from '../../lib/session/store';

export async function login(body: LoginBody): Promise<AuthResponse> {
  const auth = await call(authRoutes.login, { body, fallback: t('auth.loginFailed'), skipRefresh: true });
  await startSession(auth);
  // Not awaited: the browser may take its time (or prompt), and signing in must not wait for it.
  void requestPersistenceOnce();
  return auth;
}

export async function register(body: RegisterBody): Promise<AuthResponse> {
  const auth = await call(authRoutes.register, { body, fallback: t('auth.registrationFailed'), skipRefresh: true });
  await startSession(auth);
  void requestPersistenceOnce();
  return auth;
}

/** false when the email already has an account; a failed check answers true (registering checks again). */
export const emailAvailable = (email: string) =>
  call(authRoutes.emailAvailable, { body: { email }, skipRefresh: true })
    .then((r) => r.available)
    .catch(() => true);

export const forgotPassword = (email: string) => call(authRoutes.forgotPassword, { body: { email }, skipRefresh: true });

export const resetPassword = (token: string, password: string, fallback: string) =>
  call(authRoutes.resetPassword, { body: { token, password }, skipRefresh: true, fallback });
