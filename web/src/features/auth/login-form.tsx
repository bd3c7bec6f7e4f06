import { useState, type FormEvent } from 'react';
import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { loginBody } from '@portal/contract/auth';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api/api-error';
import { useI18n } from '../../lib/i18n/i18n';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { login } from './auth-api';

/** Sign in; onSignedIn decides where to go next (the route knows the redirect). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t, tMessage } = useI18n();
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
      await login(result.output);
      notify.success(t('auth.loginSuccess'));
      await onSignedIn();
    } catch (error) {
      const message = error instanceof ApiError ? tMessage(error.message) : t('auth.loginFailed');
      setFailure(message);
      if (error instanceof ApiError) setErrors(error.fieldErrors);
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
        <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
        <PasswordField label={t('auth.password')} name="password" autoComplete="current-password" required value={values.password} onChange={set('password')} error={errors.password} />
        <Button type="submit" colorPalette="primary" loading={busy} w="full">
          {t('auth.signIn')}
        </Button>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" fontSize="sm" gap="2">
          <ChakraLink asChild color="primary.fg">
            <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
          </ChakraLink>
          <Text>
            {t('auth.noAccount')}{' '}
            <ChakraLink asChild color="primary.fg">
              <Link to="/register">{t('auth.register')}</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
