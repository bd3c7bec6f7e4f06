import { useState, type FormEvent } from 'react';
import { loginBody } from '@portal/contract/auth';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api/api-error';
import { errorText, fieldErrorTexts } from '../../lib/i18n/errors';
import { useI18n } from '../../lib/i18n/i18n';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { SignInField } from './sign-in-fields';
import { AlertIcon } from '../../ui/icons';

const loadAuthApi = () => import('./auth-api');

/**
 * Sign in; onSignedIn decides where to go next (the route knows the redirect). Plain markup styled
 * by ./sign-in.css (inside SignInLayout): the first screen of a first visit loads no UI kit.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useI18n();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(loginBody, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      // The HTTP client loads with the first sign-in, not with the page (see loadAuthApi).
      const { login } = await loadAuthApi();
      await login(result.output);
      notify.success(t('auth.loginSuccess'));
      await onSignedIn();
    } catch (error) {
      const message = errorText(error, 'auth.loginFailed');
      setFailure(message);
      if (error instanceof ApiError) setErrors(fieldErrorTexts(error));
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="signin-form" onSubmit={onSubmit} onFocus={() => void loadAuthApi()} noValidate>
      {failure && (
        <div className="signin-alert error" role="alert">
          <AlertIcon />
          <div className="signin-alert-content">
            <div className="signin-alert-title">{failure}</div>
          </div>
        </div>
      )}
      <SignInField label={t('auth.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
      <SignInField label={t('auth.password')} name="password" reveal autoComplete="current-password" required value={values.password} onChange={set('password')} error={errors.password} />
      <button type="submit" className="signin-submit" disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="signin-spinner" aria-hidden="true" />}
        <span className="signin-submit-label">{t('auth.signIn')}</span>
      </button>
      <div className="signin-links">
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
        <p>
          {t('auth.noAccount')} <Link to="/register">{t('auth.register')}</Link>
        </p>
      </div>
    </form>
  );
}
