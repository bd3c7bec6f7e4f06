import { useState, type FormEvent } from 'react';
import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { newPassword } from '@portal/contract/auth';
import { rule } from '@portal/contract/field-rules';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { errorText } from '../../lib/i18n/errors';
import { useI18n } from '../../lib/i18n/i18n';
import { PasswordField } from '../../ui/form/password-field';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { resetPassword } from './auth-api';

const resetForm = v.pipe(
  v.object({ password: newPassword, confirmPassword: v.pipe(v.string(), v.nonEmpty(rule('CONFIRM_PASSWORD_REQUIRED'))) }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, rule('PASSWORDS_DONT_MATCH')), ['confirmPassword']),
);

export function ResetPasswordForm({ token, onDone }: { token: string | undefined; onDone: () => void | Promise<void> }) {
  const { t } = useI18n();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('auth.resetNoToken')}</Alert.Title>
      </Alert.Root>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(resetForm, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(token, values.password, t('auth.resetFailed'));
      notify.success(t('auth.resetDone'));
      await onDone();
    } catch (error) {
      const message = errorText(error, 'auth.resetFailed');
      setFailure(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <PasswordField label={t('auth.newPassword')} name="password" autoComplete="new-password" required value={values.password} onChange={(password) => setValues((s) => ({ ...s, password }))} error={errors.password} />
        <PasswordField label={t('auth.confirmPassword')} name="confirmPassword" autoComplete="new-password" required value={values.confirmPassword} onChange={(confirmPassword) => setValues((s) => ({ ...s, confirmPassword }))} error={errors.confirmPassword} />
        <Button type="submit" colorPalette="primary" loading={busy}>
          {t('auth.resetSubmit')}
        </Button>
        <ChakraLink asChild color="primary.fg" fontSize="sm">
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </ChakraLink>
      </Stack>
    </form>
  );
}
